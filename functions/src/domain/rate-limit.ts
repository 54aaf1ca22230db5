import { RATE_LIMITS } from '@quiz/shared';
import { rateWindowOf, takeRateToken } from '../data/rate-limits';
import { env } from '../lib/env';
import { TooManyRequestsError } from '../lib/errors';

const RATE_LIMIT_WORDS: Record<keyof typeof RATE_LIMITS, string> = {
  playStarts: 'plays started',
  guesses: 'guesses',
  purchaseStarts: 'purchases started',
  shares: 'shares made',
  challengeCreates: 'challenges made',
  consentChanges: 'consent changes',
  nicknameChanges: 'nickname changes',
};

/**
 * One `action` of the caller counted in this minute under each of its keys (docs/game.md "Limits":
 * a signed-in caller's `sub` and address, an anonymous one's address), or 429 with Retry-After when
 * any key is past its limit. One conditional ADD per key, all at once: no added round trip. A move
 * refused under one key still counts under a key that had room (each ADD is on its own), which only
 * ever errs towards refusing.
 */
export async function withinRate(action: keyof typeof RATE_LIMITS, mover: { rateKeys: readonly string[] }, now: number) {
  const waits = await takeTokens(action, mover, now, 1);
  if (waits.length) throw tooMany(action, waits);
}

/** Under each key at once; the waits of the keys that refused (none: every key counted them). */
async function takeTokens(action: keyof typeof RATE_LIMITS, mover: { rateKeys: readonly string[] }, now: number, tokens: number) {
  const limit = RATE_LIMITS[action].perMinute * env().RATE_LIMIT_SCALE;
  const outcomes = await Promise.all(mover.rateKeys.map((key) => takeRateToken(action, key, limit, now, tokens)));
  return outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.retryAfterSeconds]));
}

const tooMany = (action: keyof typeof RATE_LIMITS, waits: number[]) =>
  new TooManyRequestsError(`Too many ${RATE_LIMIT_WORDS[action]} in a minute: try again shortly`, Math.max(...waits));

/** Tokens taken ahead for one play: spent by its moves within `window` (docs/game.md "Limits"). */
export interface RateLease {
  window: number;
  left: number;
}

/** Tokens leased now, or the waits of the keys that refused them. */
export type LeaseTaken = RateLease | { refused: number[] };

/**
 * Leases `size` tokens of `action` under every key of the caller; near the limit, where a whole
 * lease no longer fits, one token, so that the limit is met exactly.
 */
export async function takeLease(action: keyof typeof RATE_LIMITS, mover: { rateKeys: readonly string[] }, now: number, size: number): Promise<LeaseTaken> {
  const window = rateWindowOf(now);
  const whole = await takeTokens(action, mover, now, size);
  if (!whole.length) return { window, left: size };
  if (size === 1) return { refused: whole };
  const one = await takeTokens(action, mover, now, 1);
  return one.length ? { refused: one } : { window, left: 1 };
}

/** Whether a lease (absent: none yet) has no token left for a move at `now`. */
export const leaseSpent = (lease: RateLease | undefined, now: number) => !lease || lease.window !== rateWindowOf(now) || lease.left === 0;

/**
 * Spends one token of a play's lease of `action` (docs/game.md "Limits": one write for `size` moves
 * instead of one per move), leasing again when it is spent or its minute is over; `ahead`, a lease
 * already being taken beside the play's read, is added to it. Past the limit: 429 with
 * Retry-After. Returns the lease to keep on the play.
 */
export async function spendLeasedToken(
  action: keyof typeof RATE_LIMITS, lease: RateLease | undefined, mover: { rateKeys: readonly string[] }, now: number, size: number,
  ahead?: Promise<LeaseTaken>,
): Promise<RateLease> {
  const window = rateWindowOf(now);
  const held = leaseSpent(lease, now) ? 0 : lease!.left;
  const early = ahead ? await ahead : undefined;
  const added = early && 'left' in early && early.window === window ? early.left : 0;
  if (held + added > 0) return { window, left: held + added - 1 };
  const taken = await takeLease(action, mover, now, size);
  if ('refused' in taken) throw tooMany(action, taken.refused);
  return { window, left: taken.left - 1 };
}
