import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '@quiz/shared';
import { db, tableName } from './client';
import { transactWriteOnce } from './idempotent';
import { keys } from './keys';
import { transactConditional, versionedPut, type TransactItem } from './versioned';

/**
 * The back-office's audit trail (docs/back-office.md "Audit trail"): who changed what and when. An entry is written in the
 * same transaction as the change it records, so that a change never lands without its entry and an
 * entry never names a change that failed. Entries are never updated or deleted by the API.
 */
export interface AuditEntry {
  /** What changed: `GAME#12`, `USER#{sub}`, `PAGE#{id}`, `PRODUCT#{id}` … */
  target: string;
  /** e.g. `game.update`, `reference.create`, `user.grant_premium`. */
  action: string;
  actor: AuditActor;
  /** ISO date of the change. */
  at: string;
  /** What an admin needs to read the change (fields changed, reason given); nothing secret. */
  details: Record<string, unknown>;
}

/**
 * Who made a change: the Cognito sub and username from the access token, and the person's display
 * name (the user pool's `name`, looked up when the call is made: functions/src/lib/staff-name.ts).
 * Entries written before the name was recorded have none: read them by username.
 */
export interface AuditActor {
  sub: string;
  username: string;
  name?: string;
}

/** The actor of an entry, from the caller (with the display name when it was looked up). */
export function auditActor(caller: { sub: string; username: string; name?: string | undefined }): AuditActor {
  return { sub: caller.sub, username: caller.username, ...(caller.name ? { name: caller.name } : {}) };
}


/** The Put of one entry, to add to the transaction that makes the change. */
export function auditPut(entry: AuditEntry, id: string = randomUUID()): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...keys.auditEntry(entry.target, entry.at, id),
        ...keys.auditByActor(entry.actor.sub, entry.at),
        ...entry,
      },
    },
  };
}

/**
 * The entry's copy in the whole trail (AUDIT#LOG, newest first: the audit page), written in the same
 * transaction. One partition for every change: back-office changes are a person's clicks, far below
 * what a partition takes. Not in gsi1, so a person's listing holds each entry once.
 */
export function auditLogPut(entry: AuditEntry, id: string): TransactItem {
  return { Put: { TableName: tableName(), Item: { ...keys.auditLogEntry(entry.at, id), ...entry } } };
}

/** The entry and its copy in the whole trail, to add to the transaction that makes the change. */
export function auditPuts(entry: AuditEntry): TransactItem[] {
  const id = randomUUID();
  return [auditPut(entry, id), auditLogPut(entry, id)];
}

/**
 * Runs a back-office change with its audit entry, in one transaction (the entry is the last item):
 * the indexes of the items whose condition failed (empty: written), nothing written if one failed.
 * Build the items with versioned.ts (`versionedPut`, `versionedUpdate`, `versionedDelete`).
 */
export function writeWithAudit(items: TransactItem[], audit: AuditEntry): Promise<number[]> {
  return transactConditional([...items, ...auditPuts(audit)]);
}

/**
 * Puts a back-office item with its audit entry, in one transaction: created once (`expected`
 * undefined: no item under that key yet), or edited only while its stored `version` is `expected`.
 * False when that condition failed (the caller reads the item as it is now for its 409).
 */
export async function putVersionedWithAudit(item: Record<string, unknown>, expected: number | undefined, audit: AuditEntry): Promise<boolean> {
  return (await writeWithAudit([versionedPut(item, expected)], audit)).length === 0;
}

/** One page of entries, newest first, and the cursor of the next (older) page, if any. */
export interface AuditPage {
  entries: AuditEntry[];
  next: string | null;
}

/** An opaque cursor: the last sort key read, base64url. Undefined when it is not one of this partition's. */
function decodeCursor(cursor: string | undefined, pk: string): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  const sk = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^\d{4}-\d\d-\d\dT[\d:.]+Z#[0-9a-f-]{36}$/.test(sk)) throw new InvalidAuditCursorError();
  return { [TABLE.partitionKey]: pk, [TABLE.sortKey]: sk };
}

/** A cursor that is not one this listing gave (the route answers 400). */
export class InvalidAuditCursorError extends Error {
  constructor() {
    super('not a cursor of this audit trail');
  }
}

/** The entries of one target, newest first, `limit` a page, from `cursor` (the previous page's `next`). */
export async function listAuditOfTargetPage(target: string, options: { limit?: number; cursor?: string } = {}): Promise<AuditPage> {
  const pk = keys.auditPk(target);
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: `${TABLE.partitionKey} = :pk`,
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: false,
      Limit: options.limit ?? 50,
      ExclusiveStartKey: decodeCursor(options.cursor, pk),
    }),
  );
  const last = LastEvaluatedKey?.[TABLE.sortKey];
  return { entries: Items.map(toEntry), next: typeof last === 'string' ? Buffer.from(last, 'utf8').toString('base64url') : null };
}

/**
 * A page of the whole trail, newest first (the audit page, docs/back-office.md "The audit page"): every
 * entry (AUDIT#LOG), or one person's (gsi1 AUDIT_BY#{sub}: entries written before the trail's copy
 * existed included); `kind` keeps the entries whose target is of that kind (`GAME` keeps `GAME#12`).
 * A filter reads `limit` entries and keeps the matching ones: a page may hold fewer, `next` goes on.
 */
export async function listAuditLogPage(options: { kind?: string; person?: string; limit: number; cursor?: string }): Promise<AuditPage> {
  const byPerson = options.person !== undefined;
  const pk = byPerson ? keys.auditByActorPk(options.person!) : keys.auditLogPk();
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      ...(byPerson ? { IndexName: TABLE.gsi1.name } : {}),
      KeyConditionExpression: '#pk = :pk',
      ...(options.kind ? { FilterExpression: '#target = :kind OR begins_with(#target, :kindPrefix)' } : {}),
      ExpressionAttributeNames: { '#pk': byPerson ? TABLE.gsi1.partitionKey : TABLE.partitionKey, ...(options.kind ? { '#target': 'target' } : {}) },
      ExpressionAttributeValues: { ':pk': pk, ...(options.kind ? { ':kind': options.kind, ':kindPrefix': `${options.kind}#` } : {}) },
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: decodeLogCursor(options.cursor, byPerson, pk),
    }),
  );
  return { entries: Items.map(toEntry), next: LastEvaluatedKey ? Buffer.from(JSON.stringify(LastEvaluatedKey), 'utf8').toString('base64url') : null };
}

/** A cursor of the trail is the last key read (base64url JSON); anything else, or another listing's, is refused. */
function decodeLogCursor(cursor: string | undefined, byPerson: boolean, pk: string): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidAuditCursorError();
  }
  const names = byPerson ? [TABLE.partitionKey, TABLE.sortKey, TABLE.gsi1.partitionKey, TABLE.gsi1.sortKey] : [TABLE.partitionKey, TABLE.sortKey];
  const valid = typeof key === 'object' && key !== null && !Array.isArray(key)
    && Object.keys(key).length === names.length
    && names.every((name) => typeof (key as Record<string, unknown>)[name] === 'string')
    && (key as Record<string, string>)[byPerson ? TABLE.gsi1.partitionKey : TABLE.partitionKey] === pk
    && (byPerson || pk === (key as Record<string, string>)[TABLE.partitionKey]);
  if (!valid) throw new InvalidAuditCursorError();
  return key as Record<string, unknown>;
}

/** The latest entries of one target (a game, a user …), newest first. */
export async function listAuditOfTarget(target: string, limit = 50): Promise<AuditEntry[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: `${TABLE.partitionKey} = :pk`,
      ExpressionAttributeValues: { ':pk': keys.auditPk(target) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(toEntry);
}

/** The latest entries made by one person, newest first. */
export async function listAuditOfActor(actorSub: string, limit = 50): Promise<AuditEntry[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: TABLE.gsi1.name,
      KeyConditionExpression: `${TABLE.gsi1.partitionKey} = :pk`,
      ExpressionAttributeValues: { ':pk': keys.auditByActorPk(actorSub) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(toEntry);
}

function toEntry(item: Record<string, unknown>): AuditEntry {
  const { target, action, actor, at, details } = item as unknown as AuditEntry;
  return { target, action, actor, at, details };
}

/** An audit entry alone: for a change made outside the table (a Cognito group), written once it succeeded. */
export async function writeAuditEntry(entry: AuditEntry): Promise<void> {
  await transactWriteOnce({ TransactItems: auditPuts(entry) });
}
