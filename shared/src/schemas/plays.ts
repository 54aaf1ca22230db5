import { z } from 'zod';
import { localeSchema, uuidSchema } from './common';

/** Modes allowed for fr, en and default (SPEC §2); FREE is the default. */
export const GAME_MODES = ['FREE', 'QUIZ'] as const;
export const gameModeSchema = z.enum(GAME_MODES);
export type GameMode = z.infer<typeof gameModeSchema>;

/** Longest typed answer we read (anything longer is a 400, not a guess). */
export const MAX_ANSWER_LENGTH = 200;

export const playParamsSchema = z.object({ playId: uuidSchema });

export const startPlayBodySchema = z.object({
  gameId: z.number().int().positive(),
  mode: gameModeSchema.default('FREE'),
  locale: localeSchema.default('en'),
});

/** A guess names the reference clicked (null for a zoneless one) and a typed text or a chosen option. */
export const guessBodySchema = z
  .object({
    refId: z.string().min(1).max(40).nullable(),
    text: z.string().trim().min(1).max(MAX_ANSWER_LENGTH).optional(),
    choice: z.string().min(1).max(MAX_ANSWER_LENGTH).optional(),
  })
  .refine((g) => (g.text === undefined) !== (g.choice === undefined), {
    message: 'give either a typed text or a chosen option',
    path: ['text'],
  });

export const referenceActionBodySchema = z.object({ refId: z.string().min(1).max(40) });

export const verdictSchema = z.enum(['correct', 'close', 'other_opus', 'elsewhere', 'wrong']);
export type Verdict = z.infer<typeof verdictSchema>;
