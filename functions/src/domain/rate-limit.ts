import { RATE_LIMITS } from '@quiz/shared';
import { takeRateToken } from '../data/rate-limits';
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
  const limit = RATE_LIMITS[action].perMinute * env().RATE_LIMIT_SCALE;
  const outcomes = await Promise.all(mover.rateKeys.map((key) => takeRateToken(action, key, limit, now)));
  const waits = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.retryAfterSeconds]));
  if (waits.length) throw new TooManyRequestsError(`Too many ${RATE_LIMIT_WORDS[action]} in a minute: try again shortly`, Math.max(...waits));
}
