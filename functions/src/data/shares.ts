import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { localeSchema, shareOutcomeSchema, TABLE } from '@quiz/shared';
import * as z from 'zod/mini';
import { db, tableName } from './client';
import { transactWriteOnce } from './idempotent';
import { keys } from './keys';

/**
 * A score share (access pattern 10b, docs/adr/0031-score-shares.md): a snapshot of one play's
 * recorded score, kept a year (the play itself expires after 30 days). Nothing in it names a
 * reference, nor the player: no `sub`, no play id.
 */
export const shareItemSchema = z.object({
  id: z.string(),
  gameId: z.int(),
  number: z.int(),
  title: z.string(),
  locale: localeSchema,
  slug: z.string(),
  score: z.number(),
  outcomes: z.array(shareOutcomeSchema),
  createdAt: z.iso.datetime(),
  /** The preview image's format; absent on a share made before the JPEG: a PNG. */
  imageFormat: z.optional(z.enum(['jpg', 'png'])),
  /** Epoch seconds: the share's end, and DynamoDB's TTL (which deletes late: readers check it too). */
  expiresAt: z.int(),
});
export type ShareItem = z.infer<typeof shareItemSchema>;

/** Access pattern 10b: a share by its id, whether or not it has expired. */
export async function getShareItem(id: string): Promise<ShareItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.share(id) }));
  return Item ? shareItemSchema.parse(Item) : undefined;
}

/** Access pattern 10b: the id of a play's share, if it has one. */
export async function getShareIdOfPlay(playId: string): Promise<string | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.shareOfPlay(playId), ConsistentRead: true }));
  return typeof Item?.shareId === 'string' ? Item.shareId : undefined;
}

/**
 * Access pattern 10b: stores a new share with its play's pointer, in one transaction: the pointer
 * once per play (`attribute_not_exists`), so two shares of one play at the same instant make one.
 * Returns false when the play already has a share (the caller reads it).
 */
export async function createShare(item: ShareItem, playId: string, playExpiresAt: number): Promise<boolean> {
  const condition = { ConditionExpression: 'attribute_not_exists(#pk)', ExpressionAttributeNames: { '#pk': TABLE.partitionKey } };
  try {
    await transactWriteOnce({
        TransactItems: [
          { Put: { TableName: tableName(), Item: { ...keys.shareOfPlay(playId), shareId: item.id, [TABLE.ttlAttribute]: playExpiresAt }, ...condition } },
          { Put: { TableName: tableName(), Item: { ...keys.share(item.id), ...item, [TABLE.ttlAttribute]: item.expiresAt }, ...condition } },
        ],
      });
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
