import * as z from 'zod/mini';
import { localized, localizedList, nonNegativeInt, positiveInt } from './common';
import {
  referenceTypes, responseSchema, responseThemes, seedReferenceSchema, translationConfidenceSchema, zoneSchema,
} from './content';
import { zoneProblem } from '../game/zone-geometry';
import { normalizeAnswer } from '../answers/normalize';

/**
 * The designer's references and responses: what the editor sends and reads. A reference
 * saved here is stored exactly as a seed reference (seedReferenceSchema + order), so it is played
 * exactly as one.
 */

const MAX_TEXT = 200;
const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_TEXT));
const texts = (max: number) => z.array(text).check(z.maxLength(max));
const slug = z.string().check(z.regex(/^[a-z0-9-]{1,64}$/));

/** A zone as the editor sends it: inside the picture, a polygon of 3 points or more that is a real shape. */
export const deskZoneSchema = zoneSchema.check(
  z.superRefine((zone, ctx) => {
    const problem = zoneProblem(zone);
    if (problem) ctx.issues.push({ code: 'custom', message: `zone: ${problem.replace(/_/g, ' ')}`, input: zone, params: { reason: problem } });
  }),
);

const threeChoices = z.array(text).check(z.length(3));

/** A reference as the editor writes it (order and id are the server's). */
export const referenceInputSchema = z
  .object({
    type: z.enum(referenceTypes),
    zone: z.nullable(deskZoneSchema),
    /** The response id: a reference without one is refused. */
    response: z.string().check(z.minLength(1), z.maxLength(64)),
    hints: z.object({ main: z.object({ en: text, fr: text }), backup: z.object({ en: text, fr: text }) }),
    /** Three wrong choices per language (QUIZ mode): distinct, and none of them the answer. */
    choices: z.object({ en: threeChoices, fr: threeChoices }),
  })
  .check(
    z.superRefine((ref, ctx) => {
      if (ref.type === 'zoneless' && ref.zone !== null) {
        ctx.issues.push({ code: 'custom', message: 'a zoneless reference has no zone', input: ref.zone, path: ['zone'] });
      }
      if (ref.type !== 'zoneless' && ref.zone === null) {
        ctx.issues.push({ code: 'custom', message: `a ${ref.type} reference needs a zone`, input: ref.zone, path: ['zone'] });
      }
      for (const locale of ['en', 'fr'] as const) {
        const seen = new Set<string>();
        ref.choices[locale].forEach((choice, i) => {
          const key = normalizeAnswer(choice);
          if (seen.has(key)) {
            ctx.issues.push({ code: 'custom', message: 'the three choices must differ', input: choice, path: ['choices', locale, i] });
          }
          seen.add(key);
        });
      }
    }),
  );
export type ReferenceInput = z.infer<typeof referenceInputSchema>;

/** A reference as stored and read back: the seed's form, its order and its version. */
export const deskReferenceSchema = z.extend(seedReferenceSchema, { order: nonNegativeInt, version: nonNegativeInt });
export type DeskReference = z.infer<typeof deskReferenceSchema>;

/** A response as the editor writes it (the id is the server's, random: it never says the answer). */
export const responseInputSchema = z.object({
  theme: z.enum(responseThemes),
  /** At least one title in each language: the first is the display title. */
  titles: z.object({ en: z.array(text).check(z.minLength(1), z.maxLength(10)), fr: z.array(text).check(z.minLength(1), z.maxLength(10)) }),
  aliases: z.object({ en: texts(30), fr: texts(30) }),
  refused: z.optional(z.object({ en: texts(30), fr: texts(30) })),
  saga: z.optional(z.object({ id: slug, otherWorks: z.array(localizedList).check(z.minLength(1), z.maxLength(30)) })),
  confidence: translationConfidenceSchema,
});
export type ResponseInput = z.infer<typeof responseInputSchema>;

/** A response as the designer reads it: the stored form and its version (0: never edited here). */
export const deskResponseSchema = z.extend(responseSchema, { version: nonNegativeInt });
export type DeskResponse = z.infer<typeof deskResponseSchema>;

export const versionBody = { version: nonNegativeInt };

export const responsesQuerySchema = z.object({
  /** Any title or alias, either language; accents, case and articles folded (the matcher's normalisation). */
  q: z.optional(z.string().check(z.maxLength(100))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 20),
  /** The `next` of the previous page. */
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/))),
});

export const responsesPageSchema = z.object({ responses: z.array(deskResponseSchema), next: z.nullable(z.string()) });

/** What the references editor opens with. */
export const gameRefsSchema = z.object({
  game: z.object({
    id: positiveInt,
    status: z.string(),
    title: localized,
    image: z.object({ src: z.string(), width: z.number(), height: z.number() }),
  }),
  references: z.array(deskReferenceSchema),
  responses: z.array(deskResponseSchema),
});

/** A new order of a game's references: every one of them, each with the version read. */
export const reorderBodySchema = z.object({
  order: z.array(z.object({ id: z.string().check(z.regex(/^r\d{2}$/)), version: nonNegativeInt })).check(z.minLength(1), z.maxLength(99)),
});

export const deskRefIdSchema = z.string().check(z.regex(/^r\d{2}$/));
