import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  PutCommand, TransactWriteCommand, UpdateCommand,
  type PutCommandInput, type TransactWriteCommandInput, type TransactWriteCommandOutput, type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { isServiceUnavailable } from '../lib/unavailable';
import { db, DB_TIMEOUTS } from './client';

/**
 * Writes safe under retries (README "Writes under retries"). The SDK retries a write whose answer was
 * lost (a timeout: docs/adr/0016-failing-fast-on-the-database.md); when the first try had landed, the retry meets
 * its own effect. A single-item write therefore stores a token of its call on the item, and a failed
 * condition whose current item carries that token is the caller's own write: the caller gets the
 * success it would have had. A transaction carries a `ClientRequestToken` (the SDK fills one and
 * reuses it across its attempts; DynamoDB, and DynamoDB Local, answer a repeat with success).
 *
 * When the SDK gives up on a timeout (the database slow or away for both attempts), the write is sent
 * again with the same token (`settle`: one more send, its own attempts cut at one attempt's 1.2 s): a
 * write that had landed meanwhile is recognised, one that had not lands now or fails as unavailable.
 * A token repeated with other parameters would be refused (IdempotentParameterMismatch): each send
 * of one call is the same command.
 */

/** The attribute holding the token of the call that last wrote an item through `writeOnce`. */
export const WRITE_TOKEN = 'writeToken';

export type SingleWrite = { Put: PutCommandInput } | { Update: UpdateCommandInput };

export type WriteOutcome =
  /** Written by this call (now, or by an attempt whose answer was lost): `attributes` as ReturnValues gives them, or the item when recognised. */
  | { written: true; attributes: Record<string, unknown> | undefined }
  /** The condition failed on another writer's item: `current` is that item (absent when there is none). */
  | { written: false; current: Record<string, unknown> | undefined };

const GUARD = `(attribute_not_exists(#${WRITE_TOKEN}) OR #${WRITE_TOKEN} <> :${WRITE_TOKEN})`;

/** The write with its call's token stored, and a condition that a repeat of the same call fails. */
function withToken(write: SingleWrite, token: string): PutCommand | UpdateCommand {
  const guard = (condition: string | undefined) => (condition ? `(${condition}) AND ${GUARD}` : GUARD);
  const common = (input: PutCommandInput | UpdateCommandInput) => ({
    ConditionExpression: guard(input.ConditionExpression),
    ExpressionAttributeNames: { ...input.ExpressionAttributeNames, [`#${WRITE_TOKEN}`]: WRITE_TOKEN },
    ExpressionAttributeValues: { ...input.ExpressionAttributeValues, [`:${WRITE_TOKEN}`]: token },
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  });
  if ('Put' in write) {
    return new PutCommand({ ...write.Put, ...common(write.Put), Item: { ...write.Put.Item, [WRITE_TOKEN]: token } });
  }
  const setToken = `#${WRITE_TOKEN} = :${WRITE_TOKEN}`;
  const expression = write.Update.UpdateExpression ?? '';
  const UpdateExpression = /\bSET\s/.test(expression) ? expression.replace(/\bSET\s+/, `SET ${setToken}, `) : `${expression} SET ${setToken}`.trim();
  return new UpdateCommand({ ...write.Update, ...common(write.Update), UpdateExpression });
}

/** Failures after which the write may still have landed (its request reached the database): a timeout. */
const MAY_HAVE_LANDED = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'AbortError']);
const mayHaveLanded = (error: unknown) => MAY_HAVE_LANDED.has((error as { name?: string }).name ?? '');

export interface SettleOptions {
  /**
   * How long after the first send to keep sending the same write (same token) while its fate is
   * unknown (timeouts): 0, one attempt more. A write whose lost landing would leave an item nobody
   * knows of (a new play) settles longer: it is answered as written or refused, not left in doubt.
   */
  settleWithinMs?: number;
}

/**
 * Attempts after the SDK's own, each bounded like one of them, while the write may have landed and
 * `settleWithinMs` allows: the first that answers settles it. A database that refuses connections
 * never got the write: no more attempts. Past the time, the first failure (a 503 for the caller).
 */
async function settle<T>(send: (signal: AbortSignal) => Promise<T>, first: unknown, since: number, options: SettleOptions): Promise<T> {
  if (!mayHaveLanded(first)) throw first;
  do {
    try {
      return await send(AbortSignal.timeout(DB_TIMEOUTS.requestTimeoutMs));
    } catch (error) {
      if (!isServiceUnavailable(error)) throw error;
      if (!mayHaveLanded(error)) break;
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_PAUSE_MS));
  } while (Date.now() - since < (options.settleWithinMs ?? 0));
  throw first;
}
const SETTLE_PAUSE_MS = 100;

/**
 * A conditional Put or Update (an unconditional one too: it is guarded against its own repeat) that
 * a retry recognises as its caller's: `written` once, whatever the SDK's attempts did.
 */
export async function writeOnce(write: SingleWrite, options: SettleOptions = {}): Promise<WriteOutcome> {
  const since = Date.now();
  const command = withToken(write, randomUUID());
  const token = command.input.ExpressionAttributeValues?.[`:${WRITE_TOKEN}`];
  const send = async (signal?: AbortSignal): Promise<WriteOutcome> => {
    try {
      const output = await db.send(command as UpdateCommand, signal ? { abortSignal: signal } : undefined);
      return { written: true, attributes: output.Attributes };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      const current = error.Item ? unmarshall(error.Item) : undefined;
      return current?.[WRITE_TOKEN] === token ? { written: true, attributes: current } : { written: false, current };
    }
  };
  try {
    return await send();
  } catch (error) {
    if (!isServiceUnavailable(error)) throw error;
    return settle(send, error, since, options);
  }
}

/**
 * A TransactWriteItems with its own `ClientRequestToken`, kept for the attempt after the SDK's: a
 * transaction that landed is answered success again (within DynamoDB's 10-minute token window).
 */
export async function transactWriteOnce(input: TransactWriteCommandInput, options: SettleOptions = {}): Promise<TransactWriteCommandOutput> {
  const since = Date.now();
  const command = new TransactWriteCommand({ ...input, ClientRequestToken: input.ClientRequestToken ?? randomUUID() });
  try {
    return await db.send(command);
  } catch (error) {
    if (!isServiceUnavailable(error)) throw error;
    return settle((signal) => db.send(command, { abortSignal: signal }), error, since, options);
  }
}
