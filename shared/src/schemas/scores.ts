import * as z from 'zod/mini';
import { nonNegativeInt, numericIdSchema, positiveInt } from './common';

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

/**
 * A signed-in player's record of one quiz they played: its best score in full and what the
 * stats need of its plays, so that init carries one record a quiz, never every play
 * (rules: `summarisePlayedGames`, `statsOfPlayedGames`).
 */
export const playedGameSchema = z.object({
  gameId: positiveInt,
  best: storedScoreSchema,
  /** The latest play when it is not the best: where a run in parts goes on. */
  latest: z.optional(storedScoreSchema),
  bestScore: z.number(),
  plays: nonNegativeInt,
  playDuration: z.number().check(z.nonnegative()),
  firstPlay: z.object({ refsFound: z.number(), refsHinted: z.number() }),
  refs: z.object({ consumed: z.int(), found: z.int(), revealed: z.int() }),
});
export type PlayedGame = z.infer<typeof playedGameSchema>;

/** GET /api/scores: one page of the caller's own scores; `cursor` continues after the last page. */
export const scoresQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200))),
  /** Only this quiz's scores. */
  gameId: z.optional(numericIdSchema),
});

export const scoresPageSchema = z.object({
  scores: z.array(storedScoreSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  next: z.nullable(z.string()),
});
export type ScoresPage = z.infer<typeof scoresPageSchema>;
