import * as z from 'zod/mini';
import { nonNegativeInt, positiveInt } from './common';

/** Summary, server form (SPEC §3). */
export const summaryServerSchema = z.object({
  refsTotal: z.number(),
  refsConsumed: z.number(),
  refsFound: z.number(),
  refsRevealed: z.number(),
  refsLockedQuiz: z.number(),
  refsHinted: z.number(),
  errorCountQuiz: z.number(),
  errorCountFree: z.number(),
  partIndex: z.optional(z.number()),
  runPart: z.optional(z.number()),
});

/** Question, server form (SPEC §3). */
export const questionServerSchema = z.object({
  questionIndex: positiveInt,
  gameReferenceId: z.string(),
  gameResponseId: z.nullable(z.string()),
  refConsumed: z.boolean(),
  refFound: z.boolean(),
  refRevealed: z.boolean(),
  refLockedQuiz: z.boolean(),
  refHinted: z.boolean(),
  refHintKind: z.nullable(z.enum(['main', 'backup'])),
  errorCountQuiz: z.number(),
  errorCountFree: z.number(),
});

/** Score, server form (SPEC §3). */
export const scoreServerSchema = z.object({
  gameId: positiveInt,
  playId: z.optional(z.uuid()),
  complete: z.boolean(),
  score: z.number().check(z.minimum(0), z.maximum(10)),
  duration: z.number().check(z.nonnegative()),
  timestamp: nonNegativeInt,
  data: z.object({
    summary: summaryServerSchema,
    questions: z.array(questionServerSchema),
    logActions: z.optional(z.array(z.unknown())),
  }),
});
export type ScoreServer = z.infer<typeof scoreServerSchema>;

/** A score as the server gives it back to its player: verified when it was checked against its play. */
export const storedScoreSchema = z.extend(scoreServerSchema, { verified: z.boolean() });
export type StoredScore = z.infer<typeof storedScoreSchema>;

/** What a post of scores did: newly recorded, already recorded (a repeat), kept without a play to check. */
export const scoresReceiptSchema = z.object({
  stored: nonNegativeInt,
  known: nonNegativeInt,
  unverified: nonNegativeInt,
});
export type ScoresReceipt = z.infer<typeof scoresReceiptSchema>;
