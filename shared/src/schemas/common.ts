import * as z from 'zod/mini';
import { LOCALES, DEFAULT_LOCALE } from '../constants';

export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** The `l` query parameter: a supported locale, English when absent (SPEC §7). */
export const localeQuerySchema = z.object({ l: z._default(localeSchema, DEFAULT_LOCALE) });

/** A text of at least one character. */
export const nonEmptyString = z.string().check(z.minLength(1));

/** One text per supported locale. */
export const localized = z.object({ en: nonEmptyString, fr: nonEmptyString });
export type Localized = z.infer<typeof localized>;

/** One or more texts per supported locale. */
const nonEmptyList = z.array(nonEmptyString).check(z.minLength(1));
export const localizedList = z.object({ en: nonEmptyList, fr: nonEmptyList });

/** Flags read as true for true, 1 or "1" (SPEC §5). */
export const flagSchema = z.pipe(
  z.optional(z.union([z.boolean(), z.number(), z.string()])),
  z.transform((v) => v === true || v === 1 || v === '1'),
);

/** A positive integer: ids, numbers, counts of at least one. */
export const positiveInt = z.int().check(z.positive());
/** A non-negative integer: counters, versions. */
export const nonNegativeInt = z.int().check(z.nonnegative());

/** Image-relative coordinates: 0..1 on both axes, origin top-left. */
export const unitSchema = z.number().check(z.minimum(0), z.maximum(1));

/** A numeric id in a path, e.g. /api/game/{id}. */
export const numericIdSchema = z.coerce.number().check(z.int(), z.positive());

/** An unguessable id (UUID v4) in a path. */
export const uuidSchema = z.uuid();

export const emptySchema = z.strictObject({});
