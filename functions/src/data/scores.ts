import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { nonNegativeInt, storedScoreSchema, TABLE, type ScoreServer, type StoredScore } from '@quiz/shared';
import * as z from 'zod/mini';
import { batchGetAll, db, queryAll, tableName } from './client';
import { keys } from './keys';
import { playItemSchema } from './plays';

/** A play as score recording reads it: the play record plus what recording wrote on it. */
export const scoredPlaySchema = z.extend(playItemSchema, {
  /** Epoch ms when its score was recorded (once: the condition of every recording). */
  scoredAt: z.optional(z.int()),
  /** The score /10 recorded with it (the posted score, checked against the play). */
  score: z.optional(z.number()),
});
export type ScoredPlay = z.infer<typeof scoredPlaySchema>;

export const siteStatsItemSchema = z.object({
  playedCount: z._default(nonNegativeInt, 0),
  scoreSum: z._default(z.number().check(z.nonnegative()), 0),
  refsConsumed: z._default(nonNegativeInt, 0),
  refsFound: z._default(nonNegativeInt, 0),
  refsRevealed: z._default(nonNegativeInt, 0),
});
export type SiteStatsItem = z.infer<typeof siteStatsItemSchema>;

/** Access pattern 6 in bulk: plays by id (BatchGet through `batchGetAll`). */
export async function getPlays(playIds: readonly string[]): Promise<Map<string, ScoredPlay>> {
  const items = await batchGetAll([...new Set(playIds)].map(keys.play));
  return new Map(items.map((item) => scoredPlaySchema.parse(item)).map((play) => [play.playId, play]));
}

/** A stored copy of a score in its player's partition, as the item holds it. */
export interface UserScoreItem extends StoredScore {
  sk: string;
}

/** The query of a user's scores whose sort key begins with `prefix` (patterns 8 and 8b). */
const userScoresQuery = (sub: string, prefix: string) => ({
  TableName: tableName(),
  KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
  ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
  ExpressionAttributeValues: { ':pk': keys.userPk(sub), ':prefix': prefix },
});

const toUserScoreItem = (item: Record<string, unknown>): UserScoreItem => ({ ...storedScoreSchema.parse(item), sk: String(item[TABLE.sortKey]) });

/** Access pattern 8: a user's scores, every game (`begins_with(sk, SCORE#)`), consistent. */
export async function listScoresOfUser(sub: string): Promise<UserScoreItem[]> {
  const items = await queryAll({ ...userScoresQuery(sub, keys.userScoresPrefix), ConsistentRead: true });
  return items.map(toUserScoreItem);
}

/** One page of a user's scores: the items, and the sort key to continue after (none on the last page). */
export interface UserScoresPage {
  scores: UserScoreItem[];
  lastSk: string | null;
}

/**
 * Access pattern 8b: one page of a user's scores in key order (by game, then play), every game or one
 * (`begins_with(sk, SCORE#{gameId}#)`), from after `afterSk`. The partition is always the caller's:
 * a page never starts in another one, whatever `afterSk` says.
 */
export async function listScoresPageOfUser(
  sub: string,
  options: { prefix: string; afterSk?: string; limit: number },
): Promise<UserScoresPage> {
  const page = await db.send(
    new QueryCommand({
      ...userScoresQuery(sub, options.prefix),
      ExclusiveStartKey: options.afterSk === undefined
        ? undefined
        : { [TABLE.partitionKey]: keys.userPk(sub), [TABLE.sortKey]: options.afterSk },
      Limit: options.limit,
    }),
  );
  const scores = (page.Items ?? []).map(toUserScoreItem);
  const last = page.LastEvaluatedKey?.[TABLE.sortKey];
  return { scores, lastSk: typeof last === 'string' ? last : null };
}

/** The site's running counters (zero before the first verified score). */
export async function getSiteStats(): Promise<SiteStatsItem> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.siteStats() }));
  return siteStatsItemSchema.parse(Item ?? {});
}

/** The sort-key part that identifies a score in its player's partition: its play, else its timestamp. */
export const userScoreId = (score: Pick<ScoreServer, 'playId' | 'timestamp'>): string => score.playId ?? String(score.timestamp);

/** One write of a recording transaction, tagged with the score it serves. */
export interface RecordingWrite {
  unit: number | null;
  /** A TransactWriteItems entry (Update or Put), in lib-dynamodb's native-value form. */
  item: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];
}

/** Writes of a verified score recorded for the first time: the play, once (`attribute_not_exists(scoredAt)`). */
export function markPlayScored(unit: number, playId: string, score: number, now: number, claimFor: string | null): RecordingWrite {
  const names: Record<string, string> = { '#pk': TABLE.partitionKey, '#score': 'score' };
  const values: Record<string, unknown> = { ':now': now, ':score': score };
  let set = 'SET scoredAt = :now, #score = :score';
  let condition = 'attribute_exists(#pk) AND attribute_not_exists(scoredAt)';
  if (claimFor !== null) {
    names['#sub'] = 'sub';
    values[':me'] = claimFor;
    values[':null'] = null;
    set += ', #sub = :me';
    condition += ' AND (attribute_not_exists(#sub) OR #sub = :null OR #sub = :me)';
  }
  return {
    unit,
    item: {
      Update: {
        TableName: tableName(), Key: keys.play(playId), UpdateExpression: set, ConditionExpression: condition,
        ExpressionAttributeNames: names, ExpressionAttributeValues: values,
      },
    },
  };
}

/** Claims an already scored, ownerless play for a signed-in player (first sign-in), never someone else's. */
export function claimPlay(unit: number, playId: string, sub: string): RecordingWrite {
  return {
    unit,
    item: {
      Update: {
        TableName: tableName(), Key: keys.play(playId), UpdateExpression: 'SET #sub = :me',
        ConditionExpression: 'attribute_exists(#pk) AND attribute_exists(scoredAt) AND (attribute_not_exists(#sub) OR #sub = :null)',
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sub': 'sub' },
        ExpressionAttributeValues: { ':me': sub, ':null': null },
      },
    },
  };
}

/** The item of a player's copy of a score. */
function userScoreItem(sub: string, score: ScoreServer, verified: boolean, now: number) {
  return { ...score, ...keys.userScore(sub, score.gameId, userScoreId(score)), verified, recordedAt: now };
}

/** An unverified copy (no play to check it): written only where there is none, so it never replaces a verified copy. */
export function putUnverifiedUserScore(unit: number, sub: string, score: ScoreServer, now: number): RecordingWrite {
  return {
    unit,
    item: {
      Put: {
        TableName: tableName(),
        Item: userScoreItem(sub, score, false, now),
        ConditionExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
      },
    },
  };
}

/**
 * A verified copy of a score in its player's partition, written in the transaction that records the
 * score, only where none is: its quiz's record counts it in the same transaction, so a copy another
 * post wrote meanwhile cancels this one rather than being counted twice (pattern 8c).
 */
export function putVerifiedUserScore(unit: number, sub: string, score: ScoreServer, now: number): RecordingWrite {
  return {
    unit,
    item: {
      Put: {
        TableName: tableName(), Item: userScoreItem(sub, score, true, now),
        ConditionExpression: 'attribute_not_exists(#pk)', ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
      },
    },
  };
}

/** Why each write of a cancelled transaction failed, by position (`None` when it was not the cause). */
export type TransactionOutcome = { ok: true } | { ok: false; reasons: string[] };

/** Access pattern: record scores, all or nothing (one TransactWriteItems, ≤ 100 writes); the stats follow from the stream. */
export async function writeTransaction(writes: readonly RecordingWrite[]): Promise<TransactionOutcome> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: writes.map((w) => w.item) }));
    return { ok: true };
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      return { ok: false, reasons: writes.map((_, i) => error.CancellationReasons?.[i]?.Code ?? 'Unknown') };
    }
    // A conflict with a write outside transactions is its own error in some SDK versions: also a retry.
    if (error instanceof Error && error.name === 'TransactionConflictException') {
      return { ok: false, reasons: writes.map(() => 'TransactionConflict') };
    }
    throw error;
  }
}
