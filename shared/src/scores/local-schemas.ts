import * as z from 'zod/mini';
import { nonNegativeInt } from '../schemas/common';
import { scoreServerSchema } from '../schemas/scores';

/**
 * The local (storage) forms of SPEC §3 as zod schemas: what the tests check the conversions against.
 * Kept apart from local-forms.ts so that the browser, which only converts, never loads zod.
 */

export const summaryLocalSchema = z.object({
  totalRefs: z.number(),
  consumed: z.number(),
  successTotal: z.number(),
  revealed: z.number(),
  locked: z.number(),
  hintsTotal: z.number(),
  errorCountQuiz: z.number(),
  errorCountFree: z.number(),
  partIndex: z.optional(z.number()),
  runPart: z.optional(z.number()),
});
export type SummaryLocal = z.infer<typeof summaryLocalSchema>;

export const questionLocalSchema = z.object({
  /** Zero-based, where the server's questionIndex is one-based. */
  i: nonNegativeInt,
  refId: z.string(),
  answerId: z.nullable(z.string()),
  done: z.boolean(),
  success: z.union([z.literal(0), z.literal(1)]),
  revealed: z.boolean(),
  locked: z.boolean(),
  hint: z.boolean(),
  hintKind: z.nullable(z.enum(['main', 'backup'])),
  errorCountQuiz: z.number(),
  errorCountFree: z.number(),
});
export type QuestionLocal = z.infer<typeof questionLocalSchema>;

export const scoreLocalSchema = z.extend(scoreServerSchema, {
  sync: z.boolean(),
  data: z.object({
    summary: summaryLocalSchema,
    questions: z.array(questionLocalSchema),
    logActions: z.optional(z.array(z.unknown())),
  }),
});
export type ScoreLocal = z.infer<typeof scoreLocalSchema>;
