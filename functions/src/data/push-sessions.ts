import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '@quiz/shared';
import * as z from 'zod/mini';
import { db, tableName } from './client';
import { writeOnce } from './idempotent';
import { keys } from './keys';

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

/** Access pattern 10: a pushed session by the digest of its hash, whether or not it has expired. */
export async function getPushedSession(hashDigest: string): Promise<PushedSessionItem | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.pushedSession(hashDigest), ConsistentRead: true }),
  );
  return Item ? pushedSessionItemSchema.parse(Item) : undefined;
}

/**
 * Access pattern 10: takes a pushed session that has not expired, once. One conditional Delete
 * returning the old item: of two takes at the same instant exactly one gets it, the other nothing.
 */
export async function takePushedSession(hashDigest: string, nowSeconds: number): Promise<PushedSessionItem | undefined> {
  try {
    const { Attributes } = await db.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.pushedSession(hashDigest),
        ConditionExpression: 'attribute_exists(#pk) AND #ttl > :now',
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#ttl': TABLE.ttlAttribute },
        ExpressionAttributeValues: { ':now': nowSeconds },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? pushedSessionItemSchema.parse(Attributes) : undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
