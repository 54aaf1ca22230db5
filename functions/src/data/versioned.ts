import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '@quiz/shared';
import { tableName } from './client';
import { transactWriteOnce } from './idempotent';

/**
 * Versioned writes (docs/back-office.md "Versions"): the one place that says what "new" and "stored
 * at the version read" mean as DynamoDB conditions, for every back-office item. The audit entry that
 * goes with a write is added by `writeWithAudit` (audit.ts), in the same transaction.
 */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** `null` (or `undefined`): a new item, no item under its key yet; a number: the version read. */
export type ReadVersion = number | null | undefined;

export interface Condition {
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

export interface VersionConditionOptions {
  /**
   * An item never written reads as version 0 (a person's caddy: there is one before its first save).
   * Otherwise version 0 is a stored item that was never versioned (seeded), and it must exist.
   */
  absentReadsAsZero?: boolean;
}

/**
 * The condition of a versioned write: a new item → `attribute_not_exists(pk)`; an edit → the stored
 * `version` is the one read (an item stored without `version`, seeded, reads as 0).
 */
export function versionCondition(read: ReadVersion, options: VersionConditionOptions = {}): Condition {
  if (read === null || read === undefined) {
    return { ConditionExpression: 'attribute_not_exists(#pk)', ExpressionAttributeNames: { '#pk': TABLE.partitionKey } };
  }
  if (read === 0) {
    return {
      ConditionExpression: options.absentReadsAsZero
        ? 'attribute_not_exists(#pk) OR #version = :read'
        : 'attribute_exists(#pk) AND (attribute_not_exists(#version) OR #version = :read)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#version': 'version' },
      ExpressionAttributeValues: { ':read': 0 },
    };
  }
  return { ConditionExpression: '#version = :read', ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':read': read } };
}

/** A Put of a whole item, new or over the version read. */
export function versionedPut(item: Record<string, unknown>, read: ReadVersion, options?: VersionConditionOptions): TransactItem {
  return { Put: { TableName: tableName(), Item: item, ...versionCondition(read, options) } };
}

/** A Delete of an item stored at the version read. */
export function versionedDelete(key: Record<string, unknown>, read: number): TransactItem {
  return { Delete: { TableName: tableName(), Key: key, ...versionCondition(read) } };
}

/**
 * An Update of an item stored at the version read, or (`null`) of one not there yet. The condition
 * brings its own `#pk`/`#version`/`:read` (DynamoDB refuses unused names: an update that sets
 * `#version` names it itself; same names must mean the same attributes).
 */
export function versionedUpdate(
  update: { Key: Record<string, unknown>; UpdateExpression: string; ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Record<string, unknown> },
  read: ReadVersion,
): TransactItem {
  const condition = versionCondition(read);
  return {
    Update: {
      TableName: tableName(),
      ...update,
      ConditionExpression: condition.ConditionExpression,
      ExpressionAttributeNames: { ...update.ExpressionAttributeNames, ...condition.ExpressionAttributeNames },
      ...(update.ExpressionAttributeValues || condition.ExpressionAttributeValues
        ? { ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ...condition.ExpressionAttributeValues } }
        : {}),
    },
  };
}

/**
 * Runs a transaction of conditional writes. Resolves to the indexes of the items whose condition
 * failed (empty: all written); nothing is written when one fails. Any other error is thrown.
 */
export async function transactConditional(items: TransactItem[]): Promise<number[]> {
  try {
    await transactWriteOnce({ TransactItems: items });
    return [];
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return [0];
    if (error instanceof TransactionCanceledException) {
      const failed = (error.CancellationReasons ?? []).flatMap((reason, i) => (reason.Code === 'ConditionalCheckFailed' ? [i] : []));
      if (failed.length) return failed;
    }
    throw error;
  }
}
