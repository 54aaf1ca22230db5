import * as z from 'zod/mini';
import { localeSchema, localized, nonEmptyString, nonNegativeInt, positiveInt, uuidSchema } from './common';
import { gameStatuses } from './content';
import { gamePayloadSchema } from './plays';
import { gameSummarySchema } from './games';
import { reviewKinds, REVIEW_TEXT_MAX, compositionStatuses } from '../labels';
export { reviewKinds, REVIEW_TEXT_MAX, compositionStatuses } from '../labels';

/**
 * The review tools (docs/back-office.md "Reviews, rejected guesses, playground"): the rejected guesses of each reference (the alias review), testers'
 * question reviews and the playground. docs/back-office.md "Reviews, rejected guesses, playground".
 */

const version = nonNegativeInt;
const isoDate = z.string().check(z.minLength(10), z.maxLength(40));
const refIdSchema = z.string().check(z.regex(/^r\d{2}$/));
/** Who wrote or read: `name`, their display name when known; `username` is a sign-in id, never shown (docs/back-office.md "Names"). */
const person = z.object({ sub: z.string(), username: z.string(), name: z.optional(z.string()) });
const localizedTexts = z.object({ en: z.array(z.string()), fr: z.array(z.string()) });

/** What a rejected guess became: still to look at, dismissed, or promoted to an alias or a refused form. */
export const missStatuses = ['open', 'dismissed', 'alias', 'refused'] as const;
export type MissStatus = (typeof missStatuses)[number];
/** The matcher's verdict on a text against a response (the 'elsewhere' verdict needs a click: never here). */
export const missVerdictSchema = z.enum(['correct', 'close', 'other_opus', 'wrong']);

export const missSchema = z.object({
  /** The normalised text: the miss's key within its reference. */
  key: z.string(),
  /** The text as a player last typed it. */
  text: z.string(),
  count: positiveInt,
  /** ISO date of the latest miss (null for misses counted before it was recorded). */
  lastSeenAt: z.nullable(z.string()),
  /** The language of the play that typed it (null for misses counted before it was recorded). */
  locale: z.nullable(localeSchema),
  status: z.enum(missStatuses),
  /** The current matcher on the text against the reference's response as it is now. */
  verdict: missVerdictSchema,
  percent: z.int().check(z.minimum(0), z.maximum(100)),
});
export type Miss = z.infer<typeof missSchema>;

/** A response as the alias review edits it: titles, aliases and refused forms, with its version. */
export const reviewResponseSchema = z.object({
  id: z.string(),
  version,
  titles: localizedTexts,
  aliases: localizedTexts,
  refused: localizedTexts,
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

const reviewGameSchema = z.object({
  id: positiveInt,
  uuid: z.optional(uuidSchema),
  number: positiveInt,
  status: z.enum(gameStatuses),
  title: localized,
});
export type ReviewGame = z.infer<typeof reviewGameSchema>;

export const gameMissesResponseSchema = z.object({
  game: reviewGameSchema,
  references: z.array(
    z.object({
      refId: refIdSchema,
      /** Its place in the game, from 1. */
      number: positiveInt,
      response: reviewResponseSchema,
      /** Most frequent first. */
      misses: z.array(missSchema),
    }),
  ),
});
export type GameMissesResponse = z.infer<typeof gameMissesResponseSchema>;

const missKeyBody = { refId: refIdSchema, key: z.string().check(z.minLength(1), z.maxLength(200)) };

export const promoteMissBodySchema = z.object({
  ...missKeyBody,
  as: z.enum(['alias', 'refused']),
  /** The language the text is added in (the guess's, or the designer's choice). */
  locale: localeSchema,
  /** The response's version as the designer read it (409 stale_version otherwise). */
  responseVersion: version,
});
export type PromoteMissBody = z.infer<typeof promoteMissBodySchema>;
export const dismissMissBodySchema = z.object(missKeyBody);

export const missChangeResponseSchema = z.object({ refId: refIdSchema, miss: missSchema, response: reviewResponseSchema });
export type MissChangeResponse = z.infer<typeof missChangeResponseSchema>;

// --- question reviews (SPEC §7 "PUT or DEL question review, acknowledged question reviews")

export type ReviewKind = (typeof reviewKinds)[number];

export const putQuestionReviewBodySchema = z.object({
  gameId: positiveInt,
  refId: refIdSchema,
  kind: z.enum(reviewKinds),
  text: nonEmptyString.check(z.maxLength(REVIEW_TEXT_MAX)),
  /** null to file a new review under this id; the version read to edit one. */
  version: z.nullable(version),
});
export type PutQuestionReviewBody = z.infer<typeof putQuestionReviewBodySchema>;

export const questionReviewSchema = z.object({
  id: uuidSchema,
  gameId: positiveInt,
  refId: refIdSchema,
  kind: z.enum(reviewKinds),
  text: z.string(),
  author: person,
  createdAt: isoDate,
  updatedAt: isoDate,
  version,
  acknowledged: z.nullable(z.object({ at: isoDate, by: person })),
});
export type QuestionReview = z.infer<typeof questionReviewSchema>;

export const deleteQuestionReviewQuerySchema = z.object({ version: z.coerce.number().check(z.int(), z.nonnegative()) });
export const acknowledgeReviewBodySchema = z.object({ version });

export const gameReviewsResponseSchema = z.object({
  game: reviewGameSchema,
  references: z.array(z.object({ refId: refIdSchema, number: positiveInt, title: localized })),
  /** Oldest first. */
  reviews: z.array(questionReviewSchema),
});
export type GameReviewsResponse = z.infer<typeof gameReviewsResponseSchema>;

export const acknowledgedReviewsQuerySchema = z.object({ game: z.optional(z.coerce.number().check(z.int(), z.positive())) });
export const acknowledgedReviewsResponseSchema = z.object({ reviews: z.array(questionReviewSchema) });

// --- playground (SPEC §7 GET /api/games/playground, /api/playground/{uuid})

export const playgroundGamesResponseSchema = z.object({
  games: z.array(z.extend(reviewGameSchema, { uuid: uuidSchema, refsCount: nonNegativeInt })),
});
export type PlaygroundGamesResponse = z.infer<typeof playgroundGamesResponseSchema>;
export const playgroundGameResponseSchema = z.object({ summary: gameSummarySchema, game: gamePayloadSchema });
export type PlaygroundGameResponse = z.infer<typeof playgroundGameResponseSchema>;

// --- compositions and the caddy (a designer's planning tools)

export const compositionSchema = z.object({
  id: uuidSchema,
  title: nonEmptyString.check(z.maxLength(200)),
  notes: z.string().check(z.maxLength(4000)),
  status: z.enum(compositionStatuses),
  /** The planned games, in order (existing game ids). */
  gameIds: z.array(positiveInt).check(z.maxLength(100)),
  author: person,
  updatedAt: isoDate,
  version,
});
export type Composition = z.infer<typeof compositionSchema>;
export const putCompositionBodySchema = z.object({
  title: nonEmptyString.check(z.maxLength(200)),
  notes: z._default(z.string().check(z.maxLength(4000)), ''),
  status: z.enum(compositionStatuses),
  gameIds: z._default(z.array(positiveInt).check(z.maxLength(100)), []),
  /** null to create under this id; the version read to edit. */
  version: z.nullable(version),
});
export type PutCompositionBody = z.infer<typeof putCompositionBodySchema>;
export const compositionsResponseSchema = z.object({ compositions: z.array(compositionSchema) });

/** The caddy: the designer's basket of responses to reuse in the next quizzes. */
export const CADDY_MAX = 200;
const responseIdSchema = z.string().check(z.regex(/^[a-z0-9-]{1,100}$/));
export const caddySchema = z.object({
  responses: z.array(z.object({ id: z.string(), title: localized })),
  version,
});
export type Caddy = z.infer<typeof caddySchema>;
export const postCaddyBodySchema = z.object({
  responseIds: z.array(responseIdSchema).check(z.maxLength(CADDY_MAX)),
  version,
});
