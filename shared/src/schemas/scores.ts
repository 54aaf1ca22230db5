import * as z from 'zod';

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
  partIndex: z.number().optional(),
  runPart: z.number().optional(),
});

/** Question, server form (SPEC §3). */
export const questionServerSchema = z.object({
  questionIndex: z.number().int().positive(),
  gameReferenceId: z.string(),
  gameResponseId: z.string().nullable(),
  refConsumed: z.boolean(),
  refFound: z.boolean(),
  refRevealed: z.boolean(),
  refLockedQuiz: z.boolean(),
  refHinted: z.boolean(),
  refHintKind: z.enum(['main', 'backup']).nullable(),
  errorCountQuiz: z.number(),
  errorCountFree: z.number(),
});

/** Score, server form (SPEC §3). */
export const scoreServerSchema = z.object({
  gameId: z.number().int().positive(),
  playId: z.uuid().optional(),
  complete: z.boolean(),
  score: z.number().min(0).max(10),
  duration: z.number().nonnegative(),
  timestamp: z.number().int().nonnegative(),
  data: z.object({
    summary: summaryServerSchema,
    questions: z.array(questionServerSchema),
    logActions: z.array(z.unknown()).optional(),
  }),
});
export type ScoreServer = z.infer<typeof scoreServerSchema>;

/** A score as the server gives it back to its player: verified when it was checked against its play. */
export const storedScoreSchema = scoreServerSchema.extend({ verified: z.boolean() });
export type StoredScore = z.infer<typeof storedScoreSchema>;

/** What a post of scores did: newly recorded, already recorded (a repeat), kept without a play to check. */
export const scoresReceiptSchema = z.object({
  stored: z.number().int().nonnegative(),
  known: z.number().int().nonnegative(),
  unverified: z.number().int().nonnegative(),
});
export type ScoresReceipt = z.infer<typeof scoresReceiptSchema>;
