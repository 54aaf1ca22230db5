import * as z from 'zod/mini';
import { nonNegativeInt } from './common';
import { NICKNAME_MAX_INPUT } from '../nickname';

/**
 * User types of SPEC §3/§4: `connected` once signed in, `paid` while premium, `paid_over` once a
 * premium has run out (never both `paid` and `paid_over`).
 */
export const userTypeSchema = z.enum(['connected', 'paid', 'paid_over']);
export type UserType = z.infer<typeof userTypeSchema>;

/** The four user states of SPEC §4, read from a Me with `userStateOf`. */
export const USER_STATES = ['anonymous', 'connected', 'paid', 'paid_over'] as const;
export type UserState = (typeof USER_STATES)[number];

export const premiumInfoSchema = z.object({
  /** Seconds of premium left, computed from premiumUntil at read time. */
  remaining: nonNegativeInt,
  until: z.iso.datetime(),
  /** Duration of the pack last bought, in seconds. */
  duration: nonNegativeInt,
});

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  isPlayer: z.boolean(),
  isPremium: z.boolean(),
  premiumUntil: z.nullable(z.iso.datetime()),
  premium: z.nullable(premiumInfoSchema),
  groups: z.array(z.string()),
  /** The public nickname the player chose for leaderboards (PUT /api/me/nickname); absent when none. */
  nickname: z.optional(z.nullable(z.string())),
  statsScores: z.record(z.string(), z.number()),
});
export type User = z.infer<typeof userSchema>;

/** The current visitor (SPEC §3 "Me"): anonymous when user is null. */
export const meSchema = z.object({
  isPremium: z.boolean(),
  types: z.array(userTypeSchema),
  user: z.nullable(userSchema),
});
export type Me = z.infer<typeof meSchema>;

/** PUT /api/me/nickname: the new nickname (normalised and checked by the server: shared nickname.ts), or null to clear it. */
export const nicknameBodySchema = z.object({
  nickname: z.nullable(z.string().check(z.maxLength(NICKNAME_MAX_INPUT))),
});
export type NicknameBody = z.infer<typeof nicknameBodySchema>;

/** The nickname as stored (normalised), null when cleared, and how many board entries now show it. */
export const nicknameResponseSchema = z.object({
  nickname: z.nullable(z.string()),
  boardEntries: nonNegativeInt,
});
export type NicknameResponse = z.infer<typeof nicknameResponseSchema>;
