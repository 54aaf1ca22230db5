import * as z from 'zod/mini';
import { localized, localizedList, nonEmptyString, positiveInt, unitSchema as unit, uuidSchema } from './common';
import { gameStatuses, gameThemes, gameLanguages, referenceTypes, responseThemes } from '../labels';
export { gameStatuses, gameThemes, gameLanguages, referenceTypes, responseThemes, translationConfidences, type GameTheme } from '../labels';

/**
 * Seed and back-office content: a quiz as designers write it. This form holds the answers and is
 * never sent to players; the player-facing game payload is derived from it on the server.
 */

export const zoneSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rect'), x: unit, y: unit, w: unit, h: unit }),
  z.object({ kind: z.literal('polygon'), points: z.array(z.tuple([unit, unit])).check(z.minLength(3)) }),
]);
export type Zone = z.infer<typeof zoneSchema>;

/** 0 free, 1 joker, 10 premium. */
export const premiumLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(10)]);
/** 1 easy, 2 medium, 3 hard. */
export const difficultySchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const translationConfidenceSchema = z.union([z.literal(0), z.literal(5), z.literal(10)]);

/** The work a reference points at, with every title a player may fairly type. */
const slugSchema = z.string().check(z.regex(/^[a-z0-9-]+$/));
const nonEmptyStrings = z.array(nonEmptyString);

export const responseSchema = z.object({
  id: slugSchema,
  theme: z.enum(responseThemes),
  /** Official titles; the first English one is the display title in English, likewise in French. */
  titles: localizedList,
  /** Other names people use: short forms, original-language titles, well-known nicknames. */
  aliases: z.object({ en: nonEmptyStrings, fr: nonEmptyStrings }),
  /**
   * Names a designer refuses although they are one typo away from a title: another well-known work
   * or person ("Jason" for "Jaws"'s shark would be a typo of nothing, "Alien" for "Aliens" is a saga
   * matter; this is for the rest). Checked before typos: `wrong`.
   */
  refused: z.optional(z.object({ en: nonEmptyStrings, fr: nonEmptyStrings })),
  /** The saga (franchise) and the titles of its other works, so that "Aliens" is not read as "Alien". */
  saga: z.optional(
    z.object({
      id: slugSchema,
      otherWorks: z.array(localizedList).check(z.minLength(1)),
    }),
  ),
  /**
   * How sure the designer is of the other language's titles: 0 low, 5 moderate, 10 high.
   * Optional, so that seed responses written before it still load.
   */
  confidence: z.optional(translationConfidenceSchema),
});
export type Response = z.infer<typeof responseSchema>;

const threeChoices = z.array(nonEmptyString).check(z.length(3));

export const seedReferenceSchema = z
  .object({
    /** Opaque id, unique within the game; never derived from the answer. */
    id: z.string().check(z.regex(/^r\d{2}$/)),
    type: z.enum(referenceTypes),
    zone: z.nullable(zoneSchema),
    response: z.string(),
    hints: z.object({ main: localized, backup: localized }),
    /** Three wrong choices per locale for QUIZ mode; the right one is added by the server. */
    choices: z.object({ en: threeChoices, fr: threeChoices }),
  })
  .check(
    z.refine((r) => (r.type === 'zoneless') === (r.zone === null), {
      message: 'a zoneless reference has no zone; every other type has one',
      path: ['zone'],
    }),
  );
export type SeedReference = z.infer<typeof seedReferenceSchema>;

export const seedGameSchema = z.object({
  id: positiveInt,
  /**
   * The game's public, stable identifier (SPEC §2 /frag/quiz_slide/{uuid}): random, so that it does
   * not give away the sequence of ids; fixed in the seed, so that links to it keep working.
   */
  uuid: uuidSchema,
  number: positiveInt,
  status: z.enum(gameStatuses),
  premiumLevel: premiumLevelSchema,
  difficulty: difficultySchema,
  themes: z.array(z.enum(gameThemes)).check(z.minLength(1)),
  language: z.enum(gameLanguages),
  title: localized,
  slug: z.object({ en: slugSchema, fr: slugSchema }),
  description: localized,
  image: z.object({
    file: z.string().check(z.regex(/^[a-z0-9-]+\.svg$/)),
    width: positiveInt,
    height: positiveInt,
  }),
  references: z.array(seedReferenceSchema).check(z.minLength(1)),
});
export type SeedGame = z.infer<typeof seedGameSchema>;
