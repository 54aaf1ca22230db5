import * as z from 'zod';
import { LOCALES, DEFAULT_LOCALE } from '../constants';

export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** The `l` query parameter: a supported locale, English when absent (SPEC §7). */
export const localeQuerySchema = z.object({ l: localeSchema.default(DEFAULT_LOCALE) });

/** One text per supported locale. */
export const localized = z.object({ en: z.string().min(1), fr: z.string().min(1) });
export type Localized = z.infer<typeof localized>;

/** One or more texts per supported locale. */
export const localizedList = z.object({
  en: z.array(z.string().min(1)).min(1),
  fr: z.array(z.string().min(1)).min(1),
});

/** Flags read as true for true, 1 or "1" (SPEC §5). */
export const flagSchema = z
  .union([z.boolean(), z.number(), z.string()])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1');

/** A numeric id in a path, e.g. /api/game/{id}. */
export const numericIdSchema = z.coerce.number().int().positive();

/** An unguessable id (UUID v4) in a path. */
export const uuidSchema = z.uuid();

export const emptySchema = z.object({}).strict();
