import * as z from 'zod/mini';
import { nonNegativeInt, positiveInt, uuidSchema } from './common';
import { imageVariantsSchema } from './images';
import { gameThemes, difficultySchema, premiumLevelSchema } from './content';
import { meSchema } from './me';
import { playedGameSchema } from './scores';

/** Map theme of a game (SPEC §3 "Map game"): movie, tv, or special for everything else. */
export const mapThemeSchema = z.enum(['movie', 'tv', 'special']);
export type MapTheme = z.infer<typeof mapThemeSchema>;

/** What every player-facing form of a game holds, in the player's language. */
export const localizedGameSchema = z.object({
  gameId: positiveInt,
  number: positiveInt,
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  themes: z.array(z.enum(gameThemes)),
  difficulty: difficultySchema,
  premiumLevel: premiumLevelSchema,
});

/** A game as listed to players: never an answer, only what a quiz card shows. */
export const gameSummarySchema = z.extend(localizedGameSchema, {
  /** The public id of its fragment (SPEC §2 /frag/quiz_slide/{uuid}); absent on a game stored before it. */
  uuid: z.optional(uuidSchema),
  theme: mapThemeSchema,
  /** The illustration as published (its full picture). */
  thumbnail: z.string(),
  /** Its sized copies: absent for a game published before them. */
  thumbnailVariants: z.optional(imageVariantsSchema),
  gameReferencesCount: nonNegativeInt,
  playedCount: nonNegativeInt,
  /** Mean score /10 over every play, null before the first. */
  averageScore: z.nullable(z.number()),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const siteStatsSchema = z.object({
  /** References of every live game. */
  refsTotal: nonNegativeInt,
  /** Verified plays scored on the whole site. */
  playedCount: nonNegativeInt,
});

/**
 * GET /api/catalogue (SPEC §3 "Init response": games, gamesCount, siteStats): the live games in one
 * language, the same for every caller, so CloudFront may cache it. Never anything personal.
 */
export const catalogueSchema = z.object({
  games: z.record(z.string(), gameSummarySchema),
  gamesCount: nonNegativeInt,
  siteStats: siteStatsSchema,
});
export type Catalogue = z.infer<typeof catalogueSchema>;

/**
 * GET /api/games and GET /api/games/{theme} (SPEC §7 listing calls): the live games in one language,
 * newest (highest number) first, as the catalogue shows them; the same for every caller, cached
 * like the catalogue (docs/game.md "Listing calls").
 */
export const gameListSchema = z.object({
  games: z.array(gameSummarySchema),
  gamesCount: nonNegativeInt,
});
export type GameList = z.infer<typeof gameListSchema>;

/**
 * GET /api/init answer: the caller's part of SPEC §3 "Init response" (the catalogue is its own
 * cacheable call): the visitor, and a signed-in player's record of each quiz they played (best score
 * and what the stats need), empty when anonymous. The full history is GET /api/scores, paged.
 */
export const initResponseSchema = z.object({
  me: meSchema,
  played: z.array(playedGameSchema),
});
export type InitResponse = z.infer<typeof initResponseSchema>;
