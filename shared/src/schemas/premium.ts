import * as z from 'zod/mini';
import { positiveInt } from './common';
import { premiumLevelSchema } from './content';

/** A quiz's access for the caller (shared/src/premium/access.ts), with times as ISO strings. */
export const quizAccessSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('open') }),
  /** `until`: the end of the caller's joker window on this quiz; null when Play would open it. */
  z.object({ kind: z.literal('joker'), until: z.nullable(z.iso.datetime()) }),
  /** `nextJokerAt`: a joker quiz is locked until the caller's joker comes back (the next free quiz timer). */
  z.object({ kind: z.literal('locked'), nextJokerAt: z.nullable(z.iso.datetime()) }),
]);
export type QuizAccessPayload = z.infer<typeof quizAccessSchema>;

/** GET /api/premium/games: what premium opens, and what the caller may play of it now. */
export const premiumGamesResponseSchema = z.object({
  isPremium: z.boolean(),
  /** The quizzes the unlock offer covers (SPEC §9: #1 to #110). */
  unlockOffer: z.object({ firstNumber: positiveInt, lastNumber: positiveInt }),
  games: z.array(
    z.object({
      gameId: positiveInt,
      number: positiveInt,
      title: z.string(),
      slug: z.string(),
      premiumLevel: premiumLevelSchema,
      access: quizAccessSchema,
    }),
  ),
});
export type PremiumGamesResponse = z.infer<typeof premiumGamesResponseSchema>;
