import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import {
  localeSchema, missStatuses, nonNegativeInt, positiveInt, questionReviewSchema, responseSchema, TABLE,
  type Locale, type MissStatus, type QuestionReview, type Response,
} from '@quiz/shared';
import { writeWithAudit, type AuditEntry } from './audit';
import { db, queryAll, queryAllOfGsi1, tableName } from './client';
import { bumpContentVersionNow } from './games/items';
import { splitBumps } from './games/references';
import { keys } from './keys';
import { versionedDelete, versionedPut, versionedUpdate } from './versioned';

/**
 * The review slice: a game's rejected guesses (access pattern 7) and what the designer
 * makes of them, and testers' question reviews (access pattern 14c). Writes are versioned and carry
 * their audit entry in the same transaction.
 */

// --- rejected guesses

export const missItemSchema = z.object({
  refId: z.string(),
  /** `{refId}#{normalised}`. */
  sk: z.string(),
  count: positiveInt,
  sample: z.string(),
  lastSeenAt: z._default(z.nullable(z.string()), null),
  locale: z._default(z.nullable(localeSchema), null),
  status: z._default(z.enum(missStatuses), 'open'),
});
export type MissItem = z.infer<typeof missItemSchema> & { key: string };

const toMiss = (item: Record<string, unknown>): MissItem => {
  const parsed = missItemSchema.parse({ ...item, sk: item[TABLE.sortKey] });
  return { ...parsed, key: parsed.sk.slice(parsed.refId.length + 1) };
};

/** Access pattern 7 (read): every rejected guess of a game, one partition, a page at a time. */
export async function listMissesOfGame(gameId: number): Promise<MissItem[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    ExpressionAttributeValues: { ':pk': keys.missesPk(gameId) },
  });
  return items.map(toMiss);
}

export async function getMiss(gameId: number, refId: string, key: string): Promise<MissItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.miss(gameId, refId, key), ConsistentRead: true }));
  return Item ? toMiss(Item) : undefined;
}

/** A response with the version the back-office's writes are checked against (0 before its first edit). */
export interface VersionedResponse {
  response: Response;
  version: number;
}

export async function getVersionedResponse(id: string): Promise<VersionedResponse | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.response(id), ConsistentRead: true }));
  if (!Item) return undefined;
  return { response: responseSchema.parse(Item), version: nonNegativeInt.parse(Item.version ?? 0) };
}

/** The write failed its condition on the response's version. */
export class StaleResponseError extends Error {}
/** The miss does not exist (any more). */
export class MissingItemError extends Error {}

/**
 * Promotes a miss: the response's new aliases or refused forms (under the version the designer read),
 * the miss's status, the content version of its game and of every other game naming the response
 * (every warm function reloads them: the next guess in any of them sees the change) and the audit
 * entry, in one transaction.
 */
export async function writeMissPromotion(input: {
  gameId: number;
  miss: MissItem;
  status: Extract<MissStatus, 'alias' | 'refused'>;
  response: Response;
  readVersion: number;
  audit: AuditEntry;
  /** The other games whose references name the response: reloaded at once too. */
  otherGameIds?: readonly number[];
}): Promise<void> {
  const bumps = splitBumps([input.gameId, ...(input.otherGameIds ?? [])]);
  const values: Record<string, unknown> = { ':next': input.readVersion + 1, ':aliases': input.response.aliases };
  let update = 'SET aliases = :aliases, #version = :next';
  if (input.response.refused) {
    update += ', refused = :refused';
    values[':refused'] = input.response.refused;
  }
  const failed = await writeWithAudit(
    [
      versionedUpdate({ Key: keys.response(input.response.id), UpdateExpression: update, ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: values }, input.readVersion),
      missStatusUpdate(input.gameId, input.miss, input.status),
      ...bumps.inTransaction,
    ],
    input.audit,
  );
  if (failed.includes(0)) throw new StaleResponseError();
  if (failed.includes(1)) throw new MissingItemError();
  if (failed.length) throw new Error('content version condition failed');
  for (const id of bumps.after) await bumpContentVersionNow(id);
}

function missStatusUpdate(gameId: number, miss: MissItem, status: MissStatus) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.miss(gameId, miss.refId, miss.key),
      UpdateExpression: 'SET #status = :status',
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: { '#status': 'status', '#pk': TABLE.partitionKey },
      ExpressionAttributeValues: { ':status': status },
    },
  };
}

/** Dismisses a miss, with its audit entry. */
export async function writeMissDismissal(gameId: number, miss: MissItem, audit: AuditEntry): Promise<void> {
  if ((await writeWithAudit([missStatusUpdate(gameId, miss, 'dismissed')], audit)).length) throw new MissingItemError();
}

// --- question reviews (access pattern 14c)

export type ReviewItem = QuestionReview;

export async function getQuestionReview(id: string): Promise<ReviewItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.questionReview(id), ConsistentRead: true }));
  return Item ? questionReviewSchema.parse(Item) : undefined;
}

/** Every review of a game, oldest first (gsi1 `REVIEWS#GAME#{id}`). */
export async function listReviewsOfGame(gameId: number): Promise<ReviewItem[]> {
  return (await queryAllOfGsi1(keys.questionReviewsOfGame(gameId))).map((item) => questionReviewSchema.parse(item));
}

const reviewItem = (review: ReviewItem) => ({
  ...keys.questionReview(review.id),
  ...keys.questionReviewListing(review.gameId, review.createdAt, review.id),
  ...review,
});

/**
 * Writes a review: created (`readVersion` null: no item under that id yet) or replaced under the
 * version read; with its audit entry. A condition failure reads the item as it is now.
 */
export async function writeQuestionReview(review: ReviewItem, readVersion: number | null, audit: AuditEntry): Promise<boolean> {
  return (await writeWithAudit([versionedPut(reviewItem(review), readVersion)], audit)).length === 0;
}

export async function deleteQuestionReviewItem(id: string, readVersion: number, audit: AuditEntry): Promise<boolean> {
  return (await writeWithAudit([versionedDelete(keys.questionReview(id), readVersion)], audit)).length === 0;
}

/** Tests: a miss written directly. */
export async function putMissForTests(gameId: number, refId: string, key: string, sample: string, count: number, locale: Locale): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.miss(gameId, refId, key), refId, sample, count, locale, lastSeenAt: new Date().toISOString() },
    }),
  );
}

/**
 * Local end-to-end and integration tests only (the local server's test controls): copies a game
 * (its META and references) under a new id and uuid in test status. No deployed route reaches it.
 */
export async function copyGameAsTestForTests(fromId: number, toId: number, uuid: string): Promise<void> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
      ExpressionAttributeValues: { ':pk': keys.gamePk(fromId) },
      ConsistentRead: true,
    }),
  );
  for (const item of Items) {
    const sk = String(item[TABLE.sortKey]);
    if (sk === 'META') {
      await db.send(new PutCommand({
        TableName: tableName(),
        Item: {
          ...item, ...keys.game(toId), ...keys.gameListing('test', toId), id: toId, number: toId, uuid, status: 'test',
          playedCount: 0, scoreSum: 0, contentVersion: 0,
        },
      }));
    } else if (sk.startsWith(keys.referencesPrefix)) {
      const refId = sk.slice(keys.referencesPrefix.length);
      await db.send(new PutCommand({
        TableName: tableName(),
        Item: { ...item, [TABLE.partitionKey]: keys.gamePk(toId), ...keys.responseUse(String(item.response), toId, refId), gameId: toId },
      }));
    }
  }
}
