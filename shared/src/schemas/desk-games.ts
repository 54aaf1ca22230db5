import * as z from 'zod/mini';
import { nonNegativeInt, positiveInt, uuidSchema } from './common';
import { difficultySchema, gameLanguages, gameStatuses, gameThemes, premiumLevelSchema } from './content';
import { imageVariantsSchema } from './images';

/**
 * The designer's games (docs/back-office.md "Designer: games and pictures"): the settings
 * a designer edits, and what the desk reads. The stored form is the player's game META item
 * (functions/src/data/games/items.ts) plus `version`, so a designer-made game reads like a seed game.
 */

/** A slug: lower-case letters, digits and dashes, as the seed's (it becomes the quiz page's path). */
export const deskSlugSchema = z.string().check(
  z.minLength(2),
  z.maxLength(80),
  z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes'),
);
const shortText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const localizedText = (max: number) => z.object({ en: shortText(max), fr: shortText(max) });

export const DESK_TITLE_MAX = 120;
export const DESK_DESCRIPTION_MAX = 1000;

/** Everything a designer sets on a game (both languages side by side). */
export const deskGameSettingsSchema = z.object({
  status: z.enum(gameStatuses),
  premiumLevel: premiumLevelSchema,
  difficulty: difficultySchema,
  themes: z.array(z.enum(gameThemes)).check(z.minLength(1), z.maxLength(gameThemes.length)),
  language: z.enum(gameLanguages),
  title: localizedText(DESK_TITLE_MAX),
  slug: z.object({ en: deskSlugSchema, fr: deskSlugSchema }),
  description: localizedText(DESK_DESCRIPTION_MAX),
});
export type DeskGameSettings = z.infer<typeof deskGameSettingsSchema>;

/** A new game is always created in `test`: it goes live by an update, once complete. */
export const createDeskGameBodySchema = z.omit(deskGameSettingsSchema, { status: true });
export type CreateDeskGameBody = z.infer<typeof createDeskGameBodySchema>;

/** An update names the version it read (a stale one → 409 stale_version). */
export const updateDeskGameBodySchema = z.extend(deskGameSettingsSchema, { version: nonNegativeInt });
export type UpdateDeskGameBody = z.infer<typeof updateDeskGameBodySchema>;

export const deskPictureSchema = z.object({
  src: z.string(),
  width: z.number(),
  height: z.number(),
  variants: z.optional(imageVariantsSchema),
});

/** One game as the desk reads it: its settings, identity, picture and version. */
export const deskGameSchema = z.extend(deskGameSettingsSchema, {
  id: positiveInt,
  uuid: z.optional(uuidSchema),
  number: positiveInt,
  version: nonNegativeInt,
  image: z.optional(deskPictureSchema),
  refsCount: nonNegativeInt,
});
export type DeskGame = z.infer<typeof deskGameSchema>;

export const deskGameSummarySchema = z.object({
  id: positiveInt,
  number: positiveInt,
  status: z.enum(gameStatuses),
  title: z.object({ en: z.string(), fr: z.string() }),
  slug: z.object({ en: z.string(), fr: z.string() }),
  refsCount: nonNegativeInt,
  hasPicture: z.boolean(),
  version: nonNegativeInt,
});
export type DeskGameSummary = z.infer<typeof deskGameSummarySchema>;
export const deskGamesResponseSchema = z.object({ games: z.array(deskGameSummarySchema) });

// --- the picture (presigned upload, then finalize)

/** The largest picture a designer may upload (also the presigned POST's content-length-range). */
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
/** What the browser may announce; the server checks the type again from the bytes. */
export const PICTURE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

export const pictureUploadBodySchema = z.object({
  contentType: z.enum(PICTURE_CONTENT_TYPES),
  size: z.int().check(z.positive(), z.maximum(PICTURE_MAX_BYTES, `At most ${PICTURE_MAX_BYTES / 1024 / 1024} MB`)),
});
/** Where the browser posts the file (S3's presigned POST, or the local stand-in), with its form fields. */
export const pictureUploadResponseSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  maxBytes: positiveInt,
});
export type PictureUpload = z.infer<typeof pictureUploadResponseSchema>;

export const finalizePictureBodySchema = z.object({
  key: z.string().check(z.maxLength(200)),
  version: nonNegativeInt,
});
