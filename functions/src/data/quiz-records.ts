import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { nonNegativeInt, storedScoreSchema, TABLE } from '@quiz/shared';
import * as z from 'zod/mini';
import { batchGetAll, db, queryAll, tableName } from './client';
import { keys } from './keys';
import type { RecordingWrite } from './scores';

/**
 * A player's record of one quiz (functions/src/data/README.md pattern 8c): what init answers for
 * that quiz, kept at recording time in the score's own transaction, so that init reads one item a
 * quiz played and never every play.
 */
export const quizRecordItemSchema = z.object({
  gameId: nonNegativeInt,
  /** The best verified score (SPEC §4 rule), in full: what the page keeps and shows. */
  best: storedScoreSchema,
  /** The latest verified play when it is not the best (a run in parts goes on from it). */
  latest: z.optional(storedScoreSchema),
  /** The first play's order and summary: its timestamp and parts rank it, its finds judge the max first play. */
  first: z.object({
    timestamp: nonNegativeInt,
    partIndex: z.optional(z.number()),
    runPart: z.optional(z.number()),
    refsFound: z.number(),
    refsHinted: z.number(),
  }),
  /** Verified plays folded in, and their seconds. */
  plays: nonNegativeInt,
  playDuration: z.number().check(z.nonnegative()),
  /** Each reference's furthest state over the plays (found beats revealed beats consumed). */
  refStates: z.record(z.string(), z.enum(['found', 'revealed', 'consumed'])),
  /** Optimistic lock: two devices recording the same quiz at once never lose a play. */
  version: nonNegativeInt,
});
export type QuizRecordItem = z.infer<typeof quizRecordItemSchema>;

/** What a read of the records finds: the records, and whether the player's records were built (the marker). */
export interface QuizRecords {
  built: boolean;
  records: Map<number, QuizRecordItem>;
}

function parse(items: readonly Record<string, unknown>[]): QuizRecords {
  const records = new Map<number, QuizRecordItem>();
  let built = false;
  for (const item of items) {
    if (item[TABLE.sortKey] === keys.quizRecordsMarkerSk) built = true;
    else {
      const record = quizRecordItemSchema.parse(item);
      records.set(record.gameId, record);
    }
  }
  return { built, records };
}

/** Access pattern 8c: every record of a player, and the marker (one Query, consistent). */
export async function queryQuizRecords(sub: string): Promise<QuizRecords> {
  return parse(await queryAll({
    TableName: tableName(),
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
    ExpressionAttributeValues: { ':pk': keys.userPk(sub), ':prefix': keys.quizRecordsMarkerSk },
    ConsistentRead: true,
  }));
}

/** Items of the player's partition by sort key (one BatchGet, consistent). */
const getOwnItems = (sub: string, sks: readonly string[]) =>
  batchGetAll([...new Set(sks)].map((sk) => ({ [TABLE.partitionKey]: keys.userPk(sub), [TABLE.sortKey]: sk })));

/** Access pattern 8c: the records of some quizzes, and the marker (one BatchGet). */
export async function getQuizRecords(sub: string, gameIds: readonly number[]): Promise<QuizRecords> {
  const sks = [keys.quizRecordsMarkerSk, ...gameIds.map((id) => String(keys.quizRecord(sub, id)[TABLE.sortKey]))];
  return parse(await getOwnItems(sub, sks));
}

/** Which of these score copies (sort keys of pattern 8) the player already has: one BatchGet, not every copy. */
export async function existingScoreCopies(sub: string, sks: readonly string[]): Promise<Set<string>> {
  if (sks.length === 0) return new Set();
  return new Set((await getOwnItems(sub, sks)).map((item) => String(item[TABLE.sortKey])));
}

/** A record is written with its full scores: kept under DynamoDB's 400 KB item (scores are ≤ 300 KB each). */
const MAX_RECORD_JSON = 350_000;

function recordItem(sub: string, record: QuizRecordItem): Record<string, unknown> {
  const fits = JSON.stringify(record).length <= MAX_RECORD_JSON;
  // A pathological pair of huge scores: the latest is dropped (init then goes on from the best).
  const { latest, ...rest } = record;
  return { ...keys.quizRecord(sub, record.gameId), ...(fits && latest ? { ...rest, latest } : rest) };
}

/**
 * The record's write in the recording transaction: created where none is, else on the version read
 * (a record another device changed meanwhile cancels the transaction, which reads again and retries).
 */
export function putQuizRecord(sub: string, record: QuizRecordItem, readVersion: number | null): RecordingWrite {
  return {
    unit: null,
    item: {
      Put: {
        TableName: tableName(),
        Item: recordItem(sub, { ...record, version: readVersion === null ? 0 : readVersion + 1 }),
        ...(readVersion === null
          ? { ConditionExpression: 'attribute_not_exists(#pk)', ExpressionAttributeNames: { '#pk': TABLE.partitionKey } }
          : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': readVersion } }),
      },
    },
  };
}

/**
 * The records built from every copy, for a player whose scores were recorded before records existed
 * (docs/scores.md "Records of quizzes"): each Put only where none is (a record already there was
 * written by another build from the same copies, or by a recording after it), then the marker.
 */
export async function putBuiltQuizRecords(sub: string, records: readonly QuizRecordItem[]): Promise<void> {
  const putIfAbsent = async (item: Record<string, unknown>) => {
    try {
      await db.send(new PutCommand({
        TableName: tableName(), Item: item,
        ConditionExpression: 'attribute_not_exists(#pk)', ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
      }));
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  };
  await Promise.all(records.map((record) => putIfAbsent(recordItem(sub, record))));
  await putIfAbsent({ ...keys.quizRecordsMarker(sub), builtAt: new Date().toISOString() });
}
