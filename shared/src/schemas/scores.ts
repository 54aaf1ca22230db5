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

/**
 * A signed-in player's record of one quiz they played (issue 21): its best score in full and what the
 * stats need of its plays, so that init carries one record a quiz, never every play
 * (rules: `summarisePlayedGames`, `statsOfPlayedGames`).
 */
export const playedGameSchema = z.object({
  gameId: z.number().int().positive(),
  best: storedScoreSchema,
  /** The latest play when it is not the best: where a run in parts goes on. */
  latest: storedScoreSchema.optional(),
  bestScore: z.number(),
  plays: z.number().int().nonnegative(),
  playDuration: z.number().nonnegative(),
  firstPlay: z.object({ refsFound: z.number(), refsHinted: z.number() }),
  refs: z.object({ consumed: z.number().int(), found: z.number().int(), revealed: z.number().int() }),
});
export type PlayedGame = z.infer<typeof playedGameSchema>;

/** GET /api/scores: one page of the caller's own scores; `cursor` continues after the last page. */
export const scoresQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  /** Only this quiz's scores. */
  gameId: z.coerce.number().int().positive().optional(),
});

export const scoresPageSchema = z.object({
  scores: z.array(storedScoreSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  next: z.string().nullable(),
});
export type ScoresPage = z.infer<typeof scoresPageSchema>;
