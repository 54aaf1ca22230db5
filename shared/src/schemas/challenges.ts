import * as z from 'zod/mini';
import { CHALLENGE_HASH_PATTERN, CHALLENGE_PROMISES } from '../constants';
import { localeSchema, nonNegativeInt, positiveInt, uuidSchema } from './common';

/**
 * Challenges between friends (docs/adr/0032-challenges.md). A signed-in player who has a
 * recorded score on a quiz makes a challenge of it; the link (`/quiz/{locale}/{slug}?challenge={hash}`)
 * goes to a friend by email, Facebook or a copied link; the friend plays (signed in or not) and links
 * their own recorded play to it; then, and only then, both results are shown side by side.
 */

export const challengePromiseSchema = z.enum(CHALLENGE_PROMISES);
export type ChallengePromise = z.infer<typeof challengePromiseSchema>;

export const challengeHashSchema = z.string().check(z.regex(CHALLENGE_HASH_PATTERN));

/** A display name as its owner gives it (their ID token's name): shown to the other player only. */
const displayName = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));

/**
 * One player's result, as the server read it from their own recorded play: the score /10, the
 * references found out of the quiz's, the time played. Nothing about which references.
 */
export const challengeResultSchema = z.object({
  score: z.number().check(z.minimum(0), z.maximum(10)),
  found: nonNegativeInt,
  total: nonNegativeInt,
  durationMs: nonNegativeInt,
});
export type ChallengeResult = z.infer<typeof challengeResultSchema>;

export const createChallengeBodySchema = z.object({
  /** The challenger's own play of the quiz, recorded (scored): its result is copied into the challenge. */
  playId: uuidSchema,
  /** The language of the link and of the prepared email. */
  locale: localeSchema,
  /** The name the friend sees ("Ada challenges you"); absent: "a friend". */
  name: z.optional(displayName),
});
export type CreateChallengeBody = z.infer<typeof createChallengeBodySchema>;

export const answerChallengeBodySchema = z.object({
  /** The friend's own play of the quiz, recorded (scored), started after the challenge was made. */
  playId: uuidSchema,
  /** A signed-in friend's display name, shown to the challenger; an anonymous friend is "a friend". */
  name: z.optional(displayName),
});
export type AnswerChallengeBody = z.infer<typeof answerChallengeBodySchema>;

/**
 * A challenge as the caller may see it. `role` says who they are to it: the challenger, the friend
 * who answered it (from this browser or account), or anyone else holding the link. The results are
 * only in the challenger's and the answering friend's views: a visitor never gets the challenger's
 * result, whatever they send.
 */
export const challengeViewSchema = z.object({
  hash: challengeHashSchema,
  gameId: positiveInt,
  locale: localeSchema,
  /** The quiz's title and slug in the challenge's language (the link is `/quiz/{locale}/{slug}?challenge={hash}`). */
  title: z.string(),
  slug: z.string(),
  challengerName: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  role: z.enum(['challenger', 'friend', 'visitor']),
  /** `taken`: a friend linked their play to it (the first one does; a challenge has one friend). */
  status: z.enum(['open', 'taken']),
  promise: z.optional(challengePromiseSchema),
  challengerResult: z.optional(challengeResultSchema),
  friendName: z.optional(z.nullable(z.string())),
  friendResult: z.optional(challengeResultSchema),
  answeredAt: z.optional(z.iso.datetime()),
  /**
   * The friend had already seen this quiz's answers (its solution, a reveal or a QUIZ play of another
   * run) before their play was over: their result is shown, marked so (fair runs). Absent otherwise.
   */
  friendSawAnswers: z.optional(z.boolean()),
});
export type ChallengeView = z.infer<typeof challengeViewSchema>;

export const challengeListSchema = z.object({ challenges: z.array(challengeViewSchema) });
export type ChallengeList = z.infer<typeof challengeListSchema>;
