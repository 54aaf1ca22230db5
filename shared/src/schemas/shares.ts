import * as z from 'zod/mini';
import { localeSchema, numericIdSchema, uuidSchema } from './common';
import { SHARE_ID_PATTERN, SHARE_OUTCOMES } from '../shares';

/** The payloads of the score shares (the rules are in ../shares.ts). */

export const shareIdSchema = z.string().check(z.regex(SHARE_ID_PATTERN));
export const shareOutcomeSchema = z.enum(SHARE_OUTCOMES);

/** A share as anyone sees it (GET /api/score/{game}/{share}; the POST's answer). */
export const shareSchema = z.object({
  id: shareIdSchema,
  gameId: z.int(),
  number: z.int(),
  /** The quiz's title, in the language it was played in. */
  title: z.string(),
  locale: localeSchema,
  /** The quiz page in that language. */
  quizPath: z.string(),
  score: z.number(),
  outcomes: z.array(shareOutcomeSchema),
  createdAt: z.string(),
  /** `/share/{id}`, `/q/{id}`, `/shares/{id}.jpg` (`.png` for a share made before the JPEG). */
  pagePath: z.string(),
  shortPath: z.string(),
  imagePath: z.string(),
});
export type Share = z.infer<typeof shareSchema>;

/** POST /api/score/{game}/{play}: the play whose recorded score is shared, and the score the page claims. */
export const postShareParamsSchema = z.object({ game: numericIdSchema, score: uuidSchema });
export const postShareBodySchema = z.object({
  /** The score the page shows (/10): it must be the play's recorded one, else 403. */
  score: z.number().check(z.gte(0), z.lte(10)),
});
export const getShareParamsSchema = z.object({ game: numericIdSchema, score: shareIdSchema });
