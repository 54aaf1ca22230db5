import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '@quiz/shared';
import * as z from 'zod/mini';
import { db, tableName } from './client';
import { writeOnce } from './idempotent';
import { keys } from './keys';
import { logger } from '../lib/logger';

/**
 * A pushed session (access pattern 10), stored under the SHA-256 of its hash: whoever reads the
 * table learns neither the hash nor, without it, the refresh token (sealed under a key derived from
 * the hash, see domain/push-sessions.ts).
 */
export const pushedSessionItemSchema = z.object({
  sub: z.string(),
  name: z.string(),
  /** AES-256-GCM of the refresh token: `v1.<iv>.<ciphertext>.<tag>`, base64url parts. */
  sealedRefreshToken: z.string(),
  createdAt: z.iso.datetime(),
  /** Epoch seconds: the link's end, and DynamoDB's TTL (which deletes late: readers check it too). */
  expiresAt: z.int(),
});
export type PushedSessionItem = z.infer<typeof pushedSessionItemSchema>;

/** Access pattern 10: store a pushed session (once: a new hash never meets an existing item). */
export async function putPushedSession(hashDigest: string, item: PushedSessionItem): Promise<void> {
  const outcome = await writeOnce({
    Put: {
      TableName: tableName(),
      Item: { ...keys.pushedSession(hashDigest), ...item, [TABLE.ttlAttribute]: item.expiresAt },
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    },
  });
  if (!outcome.written) throw new Error('A pushed session with this hash exists already');
}

/** Access pattern 10: a pushed session by the digest of its hash, whether or not it has expired; none once taken. */
export async function getPushedSession(hashDigest: string): Promise<PushedSessionItem | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.pushedSession(hashDigest), ConsistentRead: true }),
  );
  return Item && Item.takenAt === undefined ? pushedSessionItemSchema.parse(Item) : undefined;
}

/**
 * Access pattern 10: takes a pushed session that has not expired, once (README "Writes under
 * retries"). A conditional Update marks it taken through `writeOnce`: of two takes at the same
 * instant exactly one gets it, and a take whose answer was lost is recognised on its retry by its
 * token, so the caller still gets the session (a Delete whose answer was lost found nothing on
 * retry: the link failed). The taken item is then deleted; a Delete is the same twice, and should
 * it fail, a taken item is nobody's (`getPushedSession` and a second take see none) until the TTL.
 */
export async function takePushedSession(hashDigest: string, nowSeconds: number): Promise<PushedSessionItem | undefined> {
  const key = keys.pushedSession(hashDigest);
  const outcome = await writeOnce({
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET takenAt = :now',
      ConditionExpression: 'attribute_exists(#pk) AND #ttl > :now AND attribute_not_exists(takenAt)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#ttl': TABLE.ttlAttribute },
      ExpressionAttributeValues: { ':now': nowSeconds },
      ReturnValues: 'ALL_NEW',
    },
  });
  if (!outcome.written) return undefined;
  await db.send(new DeleteCommand({ TableName: tableName(), Key: key })).catch((error: unknown) =>
    logger.warn('a taken pushed session stays until its TTL', { error: error instanceof Error ? error.message : String(error) }),
  );
  return pushedSessionItemSchema.parse(outcome.attributes);
}
