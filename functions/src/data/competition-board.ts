import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '@quiz/shared';
import * as z from 'zod/mini';
import { auditPuts, type AuditEntry } from './audit';
import { db, queryAll, tableName } from './client';
import { writeOnce } from './idempotent';
import { keys, rankBuckets } from './keys';
import { transactConditional } from './versioned';

/**
 * A competition's leaderboard (README.md pattern 17b, "Competitions and leaderboards"):
 * one entry per player in `COMPETITION#{id}#BOARD#{shard}` / `ENTRY#{sub}`, listed in gsi1 under
 * `BOARD#{id}#{shard}` by its rank key. Written only by the server (score recording, the admin's
 * removal); never a Scan, never an item every score updates.
 */

export const boardEntryItemSchema = z.object({
  competitionId: z.string(),
  sub: z.string(),
  /** The player's display name when the entry was last written (null: "Player #tag"). */
  name: z._default(z.nullable(z.string()), null),
  tag: z.string(),
  score: z.number(),
  durationMs: z.int(),
  /** The play's start, epoch ms. */
  startedAt: z.int(),
  playId: z.string(),
  gameId: z.int(),
  rankKey: z.string(),
  recordedAt: z.int(),
  /** Set by an admin: the entry leaves the board and no later play of theirs enters it. */
  removed: z._default(z.boolean(), false),
});
export type BoardEntryItem = z.infer<typeof boardEntryItemSchema>;

export type NewBoardEntry = Omit<BoardEntryItem, 'removed'>;

/**
 * Writes a player's entry when it is better than theirs (a conditional Put: none yet, or theirs
 * ranks after this one and was not removed). 'kept' when their entry is as good or better, or
 * removed: two devices finishing at once keep the better, and a repeat changes nothing.
 */
export async function putBoardEntryIfBetter(entry: NewBoardEntry, shard: number): Promise<'written' | 'kept'> {
  const outcome = await writeOnce({
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.boardEntry(entry.competitionId, shard, entry.sub),
        ...keys.boardListing(entry.competitionId, shard, entry.rankKey),
        ...entry,
        removed: false,
      },
      ConditionExpression: 'attribute_not_exists(#pk) OR ((attribute_not_exists(#removed) OR #removed <> :true) AND #rankKey > :rankKey)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#removed': 'removed', '#rankKey': 'rankKey' },
      ExpressionAttributeValues: { ':true': true, ':rankKey': entry.rankKey },
    },
  });
  return outcome.written ? 'written' : 'kept';
}

/**
 * Writes the name a player's entry shows (their new nickname, or null: "Player #tag"), when they have
 * an entry on this board and it was not removed (a conditional Update: it never creates an entry, and
 * a removed one stays removed and unchanged). True when an entry was renamed.
 */
export async function renameBoardEntry(competitionId: string, shard: number, sub: string, name: string | null): Promise<boolean> {
  try {
    await db.send(new UpdateCommand({
      TableName: tableName(),
      Key: keys.boardEntry(competitionId, shard, sub),
      UpdateExpression: 'SET #name = :name',
      ConditionExpression: 'attribute_exists(#pk) AND (attribute_not_exists(#removed) OR #removed <> :true)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#removed': 'removed', '#name': 'name' },
      ExpressionAttributeValues: { ':true': true, ':name': name },
    }));
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** A player's entry, consistent: 'removed' when an admin removed them (such an item may hold no score). */
export async function getBoardEntry(competitionId: string, shard: number, sub: string): Promise<BoardEntryItem | 'removed' | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.boardEntry(competitionId, shard, sub), ConsistentRead: true }));
  if (!Item) return undefined;
  return Item.removed === true ? 'removed' : boardEntryItemSchema.parse(Item);
}

export const boardRefusalItemSchema = z.object({
  competitionId: z.string(),
  sub: z.string(),
  playId: z.string(),
  gameId: z.int(),
  /** The play's start, epoch ms. */
  startedAt: z.int(),
  reason: z.enum(['answers_seen', 'not_first_run']),
  at: z.int(),
});
export type BoardRefusalItem = z.infer<typeof boardRefusalItemSchema>;

/**
 * Why the player's latest candidate play did not enter the board (fair runs): one item per player
 * and board, replaced by the next refusal. Never listed: only their own board read gets it.
 */
export async function putBoardRefusal(refusal: BoardRefusalItem, shard: number): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.boardRefusal(refusal.competitionId, shard, refusal.sub), ...refusal } }));
}

/** The player's latest refusal on this board, if any. */
export async function getBoardRefusal(competitionId: string, shard: number, sub: string): Promise<BoardRefusalItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.boardRefusal(competitionId, shard, sub), ConsistentRead: true }));
  return Item ? boardRefusalItemSchema.parse(Item) : undefined;
}

/**
 * Up to `limit` entries of one shard in rank order, after the rank key `after` (null: from the
 * first). The start key is built here from the competition and the shard: a cursor never names a
 * partition. `more` when the shard may hold further entries.
 */
export async function queryBoardShard(competitionId: string, shard: number, after: string | null, limit: number, afterSub: string | null): Promise<{ items: BoardEntryItem[]; more: boolean }> {
  const page = await db.send(new QueryCommand({
    TableName: tableName(),
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey },
    ExpressionAttributeValues: { ':pk': keys.boardListingPk(competitionId, shard) },
    Limit: limit,
    ExclusiveStartKey: after === null || afterSub === null
      ? undefined
      : { ...keys.boardListing(competitionId, shard, after), ...keys.boardEntry(competitionId, shard, afterSub) },
  }));
  return { items: (page.Items ?? []).map((item) => boardEntryItemSchema.parse(item)), more: page.LastEvaluatedKey !== undefined };
}

/** A rank bucket (keys.rankBucket): how many entries of the board it holds, as the stream's aggregation keeps it. */
export interface RankBucket {
  bucket: string;
  entries: number;
}

/**
 * The rank buckets of a competition from `from` to `to` (sort keys, both included), in order: the
 * score buckets better than a score, or the time buckets of one score shorter than a second. Small
 * items, one partition: a score bucket per distinct score, a time bucket per second of duration.
 */
async function queryRankBuckets(competitionId: string, from: string, to: string): Promise<RankBucket[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
    ExpressionAttributeValues: { ':pk': keys.rankBucketsPk(competitionId), ':from': from, ':to': to },
  });
  return items.map((item) => ({ bucket: String(item[TABLE.sortKey]), entries: Number(item.entries ?? 0) }));
}

/**
 * Access pattern 17b (own rank): the rank buckets up to a rank key's own, two Queries: every score
 * bucket up to its score's, and its score's time buckets up to its own.
 */
export async function queryOwnRankBuckets(competitionId: string, rankKey: string): Promise<{ scoreBuckets: RankBucket[]; timeBuckets: RankBucket[] }> {
  const [score, time] = rankBuckets.of(rankKey);
  const [fromScore, fromTime] = rankBuckets.firstOf(rankKey);
  const [scoreBuckets, timeBuckets] = await Promise.all([
    queryRankBuckets(competitionId, fromScore, score),
    queryRankBuckets(competitionId, fromTime, time),
  ]);
  return { scoreBuckets, timeBuckets };
}

/**
 * How many entries of one shard rank from `low` to `rankKey` (both included: a bucket's first key
 * and the player's own), counting at most `bound` keys (one COUNT query): `capped` when more remain.
 */
export async function countBoardEntriesBetween(competitionId: string, shard: number, low: string, rankKey: string, bound: number): Promise<{ count: number; capped: boolean }> {
  const page = await db.send(new QueryCommand({
    TableName: tableName(),
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :low AND :key',
    ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey, '#sk': TABLE.gsi1.sortKey },
    ExpressionAttributeValues: { ':pk': keys.boardListingPk(competitionId, shard), ':low': low, ':key': rankKey },
    Select: 'COUNT',
    Limit: bound,
  }));
  return { count: page.Count ?? 0, capped: page.LastEvaluatedKey !== undefined };
}

/**
 * The admin removes a player: their entry is marked `removed` and loses its gsi1 keys (it leaves
 * the board), or is created so (no entry yet: their later plays will not enter), with the audit
 * entry in the same transaction. Idempotent.
 */
export async function removeBoardEntry(competitionId: string, shard: number, sub: string, at: number, audit: AuditEntry): Promise<void> {
  const failed = await transactConditional([
    {
      Update: {
        TableName: tableName(),
        Key: keys.boardEntry(competitionId, shard, sub),
        UpdateExpression: 'SET #removed = :true, removedAt = :at, competitionId = :id, #sub = :sub REMOVE #gpk, #gsk',
        ExpressionAttributeNames: { '#removed': 'removed', '#sub': 'sub', '#gpk': TABLE.gsi1.partitionKey, '#gsk': TABLE.gsi1.sortKey },
        ExpressionAttributeValues: { ':true': true, ':at': at, ':id': competitionId, ':sub': sub },
      },
    },
    ...auditPuts(audit),
  ]);
  if (failed.length > 0) throw new Error('removal not written');
}
