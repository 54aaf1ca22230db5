import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '@quiz/shared';
import { db, tableName } from './client';
import { transactWriteOnce } from './idempotent';
import { keys } from './keys';

/**
 * The stream aggregation's writes (README.md "Statistics off the score path"): a batch's summed
 * increments and the shard's progress, in one transaction, so a batch delivered again is recognised
 * by its sequence numbers and never counted twice.
 */

/** A counter item and what to add to each of its numbers. */
export interface CounterAdd {
  key: { pk: string; sk: string };
  adds: Record<string, number>;
  /** Values set beside the adds (a rejected guess's latest text as typed). */
  sets?: Record<string, string>;
  /** The item must exist (a game's META): the add never creates a stray item. */
  mustExist: boolean;
}

/** A shard's progress lives two days: a stream keeps its records 24 hours, a shard is then gone. */
const PROGRESS_TTL_SECONDS = 2 * 24 * 3600;

/** The last sequence number applied in a shard of the stream (null: none yet). */
export async function getStreamProgress(shardId: string): Promise<string | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.streamProgress(shardId), ConsistentRead: true }));
  return typeof Item?.sequenceNumber === 'string' ? Item.sequenceNumber : null;
}

export type ApplyOutcome =
  | { ok: true }
  /** Another invocation applied this shard meanwhile (`progress`), or an item that must exist is gone (`missing`, by index). */
  | { ok: false; progressMoved: boolean; missing: number[]; conflict: boolean };

/**
 * Applies the adds (atomic ADDs) and moves the shard's progress from `previous` to `next`, all or
 * nothing: the progress's condition (`previous` still stored) makes a second invocation of the same
 * records fail instead of counting them again.
 */
export async function applyCounterAdds(shardId: string, previous: string | null, next: string, adds: readonly CounterAdd[], now: number): Promise<ApplyOutcome> {
  const progress = {
    Update: {
      TableName: tableName(),
      Key: keys.streamProgress(shardId),
      UpdateExpression: 'SET sequenceNumber = :next, appliedAt = :now, #ttl = :ttl',
      ConditionExpression: previous === null ? 'attribute_not_exists(sequenceNumber)' : 'sequenceNumber = :previous',
      ExpressionAttributeNames: { '#ttl': TABLE.ttlAttribute },
      ExpressionAttributeValues: {
        ':next': next, ':now': now, ':ttl': Math.floor(now / 1000) + PROGRESS_TTL_SECONDS, ...(previous === null ? {} : { ':previous': previous }),
      },
    },
  };
  const counters = adds.map((add) => {
    const names = Object.keys(add.adds);
    const setNames = Object.keys(add.sets ?? {});
    const set = setNames.length > 0 ? ` SET ${setNames.map((_, i) => `#s${i} = :s${i}`).join(', ')}` : '';
    return {
      Update: {
        TableName: tableName(),
        Key: add.key,
        UpdateExpression: `ADD ${names.map((_, i) => `#n${i} :v${i}`).join(', ')}${set}`,
        ...(add.mustExist ? { ConditionExpression: 'attribute_exists(#pk)' } : {}),
        ExpressionAttributeNames: {
          ...Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
          ...Object.fromEntries(setNames.map((name, i) => [`#s${i}`, name])),
          ...(add.mustExist ? { '#pk': TABLE.partitionKey } : {}),
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name, i) => [`:v${i}`, add.adds[name]])),
          ...Object.fromEntries(setNames.map((name, i) => [`:s${i}`, add.sets![name]])),
        },
      },
    };
  });
  try {
    // Its own ClientRequestToken, sent once more after a timeout (idempotent.ts): a landed batch is answered success.
    await transactWriteOnce({ TransactItems: [progress, ...counters] });
    return { ok: true };
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const reasons = error.CancellationReasons ?? [];
      const failed = (i: number) => reasons[i]?.Code === 'ConditionalCheckFailed';
      return {
        ok: false,
        progressMoved: failed(0),
        missing: adds.flatMap((_, i) => (failed(i + 1) ? [i] : [])),
        conflict: reasons.some((r) => r.Code === 'TransactionConflict'),
      };
    }
    if (error instanceof Error && error.name === 'TransactionConflictException') return { ok: false, progressMoved: false, missing: [], conflict: true };
    throw error;
  }
}
