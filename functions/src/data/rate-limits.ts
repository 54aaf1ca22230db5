import { TABLE } from '@quiz/shared';
import { tableName } from './client';
import { writeOnce } from './idempotent';
import { keys } from './keys';

/** Counters are per calendar minute (a fixed window): one item per caller, action and minute. */
const WINDOW_MS = 60_000;

export type RateOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Access pattern: count one `action` of `callerKey` in the current minute, refusing (nothing
 * counted) once `limit` is reached. One conditional ADD: two requests at once never both slip past
 * the limit. The item expires with its window (TTL), in AWS and locally alike.
 */
export async function takeRateToken(action: string, callerKey: string, limit: number, now: number): Promise<RateOutcome> {
  const window = Math.floor(now / WINDOW_MS);
  const windowEnd = (window + 1) * WINDOW_MS;
  // Through writeOnce: a retried ADD that had landed neither counts twice nor refuses its own move.
  const { written } = await writeOnce({
    Update: {
      TableName: tableName(),
      Key: keys.rateCounter(action, callerKey, window),
      UpdateExpression: 'ADD hits :one SET #ttl = if_not_exists(#ttl, :ttl)',
      ConditionExpression: 'attribute_not_exists(hits) OR hits < :limit',
      ExpressionAttributeNames: { '#ttl': TABLE.ttlAttribute },
      ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':ttl': Math.ceil(windowEnd / 1000) + 60 },
    },
  });
  return written ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
}
