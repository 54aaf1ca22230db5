import { TABLE } from '@quiz/shared';
import { tableName } from './client';
import { writeOnce } from './idempotent';
import { keys } from './keys';

/** Counters are per calendar minute (a fixed window): one item per caller, action and minute. */
const WINDOW_MS = 60_000;

/** The minute window `now` falls in (a lease of tokens is good only within it). */
export const rateWindowOf = (now: number) => Math.floor(now / WINDOW_MS);

export type RateOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Access pattern: count `tokens` (one, or a lease of several) of `action` by `callerKey` in the
 * current minute, refusing (nothing counted) when they would pass `limit`. One conditional ADD: two
 * requests at once never both slip past the limit. The item expires with its window (TTL), in AWS
 * and locally alike.
 */
export async function takeRateToken(action: string, callerKey: string, limit: number, now: number, tokens = 1): Promise<RateOutcome> {
  const window = rateWindowOf(now);
  const windowEnd = (window + 1) * WINDOW_MS;
  if (tokens > limit) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
  // Through writeOnce: a retried ADD that had landed neither counts twice nor refuses its own move.
  const { written } = await writeOnce({
    Update: {
      TableName: tableName(),
      Key: keys.rateCounter(action, callerKey, window),
      UpdateExpression: 'ADD hits :tokens SET #ttl = if_not_exists(#ttl, :ttl)',
      ConditionExpression: 'attribute_not_exists(hits) OR hits <= :room',
      ExpressionAttributeNames: { '#ttl': TABLE.ttlAttribute },
      ExpressionAttributeValues: { ':tokens': tokens, ':room': limit - tokens, ':ttl': Math.ceil(windowEnd / 1000) + 60 },
    },
  });
  return written ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
}
