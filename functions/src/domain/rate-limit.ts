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

/** One `action` of the caller counted in this minute, or 429 with Retry-After past its limit. */
export async function withinRate(action: keyof typeof RATE_LIMITS, mover: { rateKey: string }, now: number) {
  const outcome = await takeRateToken(action, mover.rateKey, RATE_LIMITS[action].perMinute * env().RATE_LIMIT_SCALE, now);
  if (!outcome.ok) {
    throw new TooManyRequestsError(`Too many ${RATE_LIMIT_WORDS[action]} in a minute: try again shortly`, outcome.retryAfterSeconds);
  }
}
