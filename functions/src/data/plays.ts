import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { z } from 'zod';
import { gameModeSchema, localeSchema, TABLE } from '@quiz/shared';
import { db, tableName } from './client';
import { keys } from './keys';

export const refRecordSchema = z.object({
  status: z.enum(['open', 'found', 'revealed', 'locked']),
  hintsUsed: z.number().int().min(0).max(2),
  errorsFree: z.number().int().nonnegative(),
  errorsQuiz: z.number().int().nonnegative(),
  guesses: z.number().int().nonnegative(),
});
export type RefRecord = z.infer<typeof refRecordSchema>;

/** The server's record of a play: what it trusts when a score is posted. */
export const playItemSchema = z.object({
  playId: z.string(),
  gameId: z.number().int(),
  mode: gameModeSchema,
  locale: localeSchema,
  sub: z.string().nullable(),
  /** SHA-256 of the player secret of the browser that started it (null on plays older than owners). */
  ownerDigest: z.string().nullable().default(null),
  startedAt: z.number().int(),
  endsAt: z.number().int(),
  endedAt: z.number().int().nullable(),
  refs: z.record(z.string(), refRecordSchema),
  /** Guesses on no zone (naming a zoneless work); with the references' guesses, the play's budget. */
  looseGuesses: z.number().int().nonnegative(),
  version: z.number().int().nonnegative(),
});
export type PlayItem = z.infer<typeof playItemSchema>;

/** Access pattern: create a play (once: the id is new). */
export async function createPlay(play: PlayItem, expiresAt: number): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.play(play.playId), ...play, [TABLE.ttlAttribute]: expiresAt },
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    }),
  );
}

/** Access pattern: a play by id. */
export async function getPlay(playId: string): Promise<PlayItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.play(playId), ConsistentRead: true }));
  return Item ? playItemSchema.parse(Item) : undefined;
}

/**
 * Writes a play's new state if nobody wrote it since we read it (optimistic lock on `version`):
 * two guesses at once never lose each other's effect. Returns false on a lost race.
 */
export async function savePlay(next: PlayItem, readVersion: number): Promise<boolean> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.play(next.playId),
        UpdateExpression: 'SET refs = :refs, looseGuesses = :loose, endedAt = :endedAt, version = :next',
        ConditionExpression: 'version = :read',
        ExpressionAttributeValues: {
          ':refs': next.refs, ':loose': next.looseGuesses, ':endedAt': next.endedAt, ':next': readVersion + 1, ':read': readVersion,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Access pattern: count a rejected guess of a reference by its normalised text (atomic ADD),
 * keeping the latest text as typed so that a designer reads a real answer, not its normal form.
 */
export async function countRejectedGuess(gameId: number, refId: string, normalised: string, typed: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.miss(gameId, refId, normalised.slice(0, 200)),
      UpdateExpression: 'ADD #count :one SET refId = :refId, #sample = :sample',
      ExpressionAttributeNames: { '#count': 'count', '#sample': 'sample' },
      ExpressionAttributeValues: { ':one': 1, ':refId': refId, ':sample': typed },
    }),
  );
}

/**
 * Local end-to-end tests only (the local server's test controls): moves a play's clock back by
 * `seconds`, as if it had started that much earlier. No deployed route reaches it.
 */
export async function agePlayForTests(playId: string, seconds: number): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.play(playId),
      UpdateExpression: 'SET startedAt = startedAt - :ms, endsAt = endsAt - :ms',
      ConditionExpression: 'attribute_exists(playId)',
      ExpressionAttributeValues: { ':ms': Math.round(seconds * 1000) },
    }),
  );
}
