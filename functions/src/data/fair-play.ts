import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '@quiz/shared';
import * as z from 'zod/mini';
import { db, queryAll, tableName } from './client';
import { keys } from './keys';

/**
 * A player's fair-play record (README.md pattern 21; docs/adr/0034-competitions-and-leaderboards.md
 *): in `FAIRPLAY#{owner}` (a signed-in `sub`, or `anon:{secret digest}`),
 * each run's start (`RUN#{gameId}#{ISO start}#{runId}`) and each run in which the player saw a quiz's
 * answers (`SEEN#{gameId}#{runId}`, the first time). Kept a year (TTL): longer than a competition.
 */
export const FAIR_PLAY_RETENTION_SECONDS = 366 * 24 * 3600;

export type SeenHow = 'solution' | 'reveal' | 'quiz';

export const answersSeenItemSchema = z.object({ gameId: z.int(), runId: z.string(), seenAt: z.int(), how: z.enum(['solution', 'reveal', 'quiz']) });
export type AnswersSeen = z.infer<typeof answersSeenItemSchema>;

export const runStartItemSchema = z.object({ gameId: z.int(), runId: z.string(), startedAt: z.int() });
export type RunStart = z.infer<typeof runStartItemSchema>;

const ttl = (now: number) => Math.floor(now / 1000) + FAIR_PLAY_RETENTION_SECONDS;

/** Access pattern 21: a new run's start (once: its run id is new). */
export async function putRunStart(ownerKey: string, start: RunStart): Promise<void> {
  await db.send(new PutCommand({
    TableName: tableName(),
    Item: { ...keys.runStart(ownerKey, start.gameId, new Date(start.startedAt).toISOString(), start.runId), ...start, [TABLE.ttlAttribute]: ttl(start.startedAt) },
  }));
}

/** Access pattern 21: a run in which the player saw the quiz's answers; the first time is kept. */
export async function recordAnswersSeen(ownerKey: string, seen: AnswersSeen): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: tableName(),
    Key: keys.answersSeen(ownerKey, seen.gameId, seen.runId),
    UpdateExpression: 'SET gameId = :gameId, runId = :runId, seenAt = if_not_exists(seenAt, :at), how = if_not_exists(how, :how), #ttl = :ttl',
    ExpressionAttributeNames: { '#ttl': TABLE.ttlAttribute },
    ExpressionAttributeValues: { ':gameId': seen.gameId, ':runId': seen.runId, ':at': seen.seenAt, ':how': seen.how, ':ttl': ttl(seen.seenAt) },
  }));
}

/**
 * Access pattern 21: the earliest run start of a quiz since `sinceMs` (one Query, `Limit` 1,
 * consistent: the starts are written before their plays exist).
 */
export async function earliestRunStart(ownerKey: string, gameId: number, sinceMs: number): Promise<RunStart | undefined> {
  const prefix = keys.runStartsPrefix(gameId);
  const { Items } = await db.send(new QueryCommand({
    TableName: tableName(),
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
    // '~' sorts after every start of the quiz.
    ExpressionAttributeValues: { ':pk': keys.fairPlayPk(ownerKey), ':from': `${prefix}${new Date(sinceMs).toISOString()}`, ':to': `${prefix}~` },
    Limit: 1,
    ConsistentRead: true,
  }));
  const item = Items?.[0];
  return item ? runStartItemSchema.parse(item) : undefined;
}

/** Access pattern 21: every run in which the player saw this quiz's answers (a few items). */
export async function listAnswersSeen(ownerKey: string, gameId: number): Promise<AnswersSeen[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
    ExpressionAttributeValues: { ':pk': keys.fairPlayPk(ownerKey), ':prefix': keys.answersSeenPrefix(gameId) },
    ConsistentRead: true,
  });
  return items.map((item) => answersSeenItemSchema.parse(item));
}

/** How many copies are written at once when a record is carried over. */
const COPY_CONCURRENCY = 8;

/**
 * Access pattern 21: carries an anonymous player's record over to their account (first sign-in):
 * every item of `FAIRPLAY#{from}` is copied into `FAIRPLAY#{to}`, a run start where none is, a
 * "seen" where none is or where it is later (the earlier time stays). Idempotent. Returns the items copied.
 */
export async function copyFairPlayRecord(from: string, to: string): Promise<number> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    ExpressionAttributeValues: { ':pk': keys.fairPlayPk(from) },
    ConsistentRead: true,
  });
  let copied = 0;
  for (let i = 0; i < items.length; i += COPY_CONCURRENCY) {
    await Promise.all(items.slice(i, i + COPY_CONCURRENCY).map(async (item) => {
      const seen = typeof item.seenAt === 'number';
      try {
        await db.send(new PutCommand({
          TableName: tableName(),
          Item: { ...item, [TABLE.partitionKey]: keys.fairPlayPk(to) },
          ConditionExpression: seen ? 'attribute_not_exists(#pk) OR seenAt > :at' : 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
          ...(seen ? { ExpressionAttributeValues: { ':at': item.seenAt } } : {}),
        }));
        copied++;
      } catch (error) {
        // The account already holds it (or an earlier "seen"): nothing to change.
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
      }
    }));
  }
  return copied;
}
