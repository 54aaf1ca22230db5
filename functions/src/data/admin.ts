import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE } from '@quiz/shared';
import { auditPuts, writeWithAudit, type AuditEntry } from './audit';
import { db, tableName } from './client';
import { transactWriteOnce } from './idempotent';
import { keys } from './keys';
import { versionedUpdate } from './versioned';
import { purchaseItemSchema, type PurchaseItem } from './purchases';

/** The admin's reads and writes (issue 22): purchases listed without a Scan, premium changed with its audit entry. */

export interface PurchaseEvent {
  eventId: string;
  eventType: string;
  outcome: string;
  at: string;
}

export interface PurchaseWithEvents {
  purchase: PurchaseItem;
  events: PurchaseEvent[];
}

/** One purchase with what the webhook did to it: one Query of its partition (META and EVENT# items). */
export async function getPurchaseWithEvents(purchaseId: string): Promise<PurchaseWithEvents | undefined> {
  const { Items = [] } = await db.send(new QueryCommand({
    TableName: tableName(),
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    ExpressionAttributeValues: { ':pk': keys.purchasePk(purchaseId) },
  }));
  const meta = Items.find((item) => item[TABLE.sortKey] === 'META');
  if (!meta) return undefined;
  const events = Items.filter((item) => String(item[TABLE.sortKey]).startsWith(keys.purchaseEventsPrefix)).map((item) => ({
    eventId: String(item.eventId), eventType: String(item.eventType), outcome: String(item.outcome), at: String(item.at),
  }));
  return { purchase: purchaseItemSchema.parse(meta), events };
}

export interface PointerPage {
  purchaseIds: string[];
  /** The sort key of the last pointer read, when more may follow. */
  lastSk: string | null;
}

/** A page of purchase pointers, newest first: a buyer's (`USER#{sub}`, `PURCHASE#…`) or the site's (`PURCHASES_LOG`). */
export async function listPurchasePointers(
  list: { kind: 'user'; sub: string } | { kind: 'site' },
  options: { afterSk?: string; limit: number },
): Promise<PointerPage> {
  const pk = list.kind === 'user' ? keys.userPk(list.sub) : keys.purchaseLogPk;
  const prefix = list.kind === 'user' ? keys.userPurchasesPrefix : '';
  const page = await db.send(new QueryCommand({
    TableName: tableName(),
    KeyConditionExpression: prefix ? '#pk = :pk AND begins_with(#sk, :prefix)' : '#pk = :pk',
    ExpressionAttributeNames: prefix ? { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey } : { '#pk': TABLE.partitionKey },
    ExpressionAttributeValues: { ':pk': pk, ...(prefix ? { ':prefix': prefix } : {}) },
    ScanIndexForward: false,
    Limit: options.limit,
    ...(options.afterSk ? { ExclusiveStartKey: { [TABLE.partitionKey]: pk, [TABLE.sortKey]: options.afterSk } } : {}),
  }));
  const items = page.Items ?? [];
  return {
    purchaseIds: items.map((item) => String(item.purchaseId)),
    lastSk: page.LastEvaluatedKey ? String(page.LastEvaluatedKey[TABLE.sortKey]) : null,
  };
}

export interface PremiumWrite {
  sub: string;
  /** The profile's version as the admin read it; 0: no profile yet (it is created). */
  expectedVersion: number;
  premiumUntil: string;
  premiumDuration: number;
  /** For a profile created here: its name and username (from the user pool). */
  create?: { name: string; username: string; createdAt: string };
  audit: AuditEntry;
}

/**
 * An admin's premium change and its audit entry in one transaction: the profile on its version
 * (or created, when none was), the entry beside it. False when the version was not the stored one.
 */
export async function writePremiumChange(write: PremiumWrite): Promise<boolean> {
  const next = write.expectedVersion + 1;
  const update = write.create
    ? {
        UpdateExpression: 'SET premiumUntil = :until, premiumDuration = :duration, version = :next, #sub = :sub, #name = :name, username = :username, createdAt = :createdAt',
        ExpressionAttributeNames: { '#sub': 'sub', '#name': 'name' },
        ExpressionAttributeValues: {
          ':until': write.premiumUntil, ':duration': write.premiumDuration, ':next': next, ':sub': write.sub,
          ':name': write.create.name, ':username': write.create.username, ':createdAt': write.create.createdAt,
        },
      }
    : {
        UpdateExpression: 'SET premiumUntil = :until, premiumDuration = :duration, version = :next',
        ExpressionAttributeValues: { ':until': write.premiumUntil, ':duration': write.premiumDuration, ':next': next },
      };
  const failed = await writeWithAudit([versionedUpdate({ Key: keys.userProfile(write.sub), ...update }, write.create ? null : write.expectedVersion)], write.audit);
  return failed.length === 0;
}

/** An audit entry alone: for a change made outside the table (a Cognito group), written once it succeeded. */
export async function writeAuditEntry(entry: AuditEntry): Promise<void> {
  await transactWriteOnce({ TransactItems: auditPuts(entry) });
}
