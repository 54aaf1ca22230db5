import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { publishSchema, TABLE, type Publish } from '@quiz/shared';
import { auditPuts } from './audit';
import { db, newestOfGsi1, tableName } from './client';
import { transactWriteOnce } from './idempotent';
import { keys } from './keys';

/** Access pattern: a new publish, queued, with its audit entry (one transaction). */
export async function createPublish(publish: Publish): Promise<void> {
  await transactWriteOnce({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.publish(publish.id), ...keys.publishListing(publish.requestedAt, publish.id), ...publishSchema.parse(publish) },
            ConditionExpression: 'attribute_not_exists(#pk)',
            ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
          },
        },
        ...auditPuts({ target: 'SITE', action: 'site.publish', actor: publish.requestedBy, at: publish.requestedAt, details: { publishId: publish.id } }),
      ],
    });
}

/** Access pattern: a publish by id. */
export async function getPublish(id: string): Promise<Publish | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.publish(id) }));
  return Item ? publishSchema.parse(Item) : undefined;
}

/** Access pattern: the latest publishes, newest first (gsi1 `PUBLISHES`). */
export async function listPublishes(limit = 20): Promise<Publish[]> {
  return (await newestOfGsi1(keys.publishesPk, limit)).map((item) => publishSchema.parse(item));
}

/** A run's progress: the fields given are set (the record must exist). */
export async function updatePublish(id: string, fields: Partial<Omit<Publish, 'id' | 'requestedBy' | 'requestedAt'>>): Promise<void> {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (!entries.length) return;
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.publish(id),
      UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, ...Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])) },
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
    }),
  );
}

/** Test and deploy use: a publish record put as it is. */
export async function putPublish(publish: Publish): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.publish(publish.id), ...keys.publishListing(publish.requestedAt, publish.id), ...publishSchema.parse(publish) } }));
}

/**
 * Access pattern: the publish lock. Publishes run one at a time, so that one started earlier (on
 * older data) never writes over the pages of one started later; in AWS two asynchronous invocations
 * of the publish function could otherwise overlap. Taken when free or expired (a run that died keeps
 * it `holdMs` at most); false when another run holds it. UpdateItem only (creates the item the first
 * time): the publish function may update the table, not put or delete.
 */
export async function takePublishLock(id: string, holdMs: number, now = Date.now()): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.publishLock(),
        UpdateExpression: 'SET holder = :id, expiresAtMs = :until',
        ConditionExpression: 'attribute_not_exists(#pk) OR expiresAtMs < :now OR holder = :id',
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
        ExpressionAttributeValues: { ':id': id, ':until': now + holdMs, ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Frees the lock (it expires at once), if this run still holds it. */
export async function releasePublishLock(id: string): Promise<void> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.publishLock(),
        UpdateExpression: 'SET expiresAtMs = :free',
        ConditionExpression: 'holder = :id',
        ExpressionAttributeValues: { ':id': id, ':free': 0 },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
