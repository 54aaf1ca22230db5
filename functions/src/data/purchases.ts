import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { nonNegativeInt, positiveInt, PREMIUM_PACKS, PURCHASE_STATUSES, TABLE } from '@quiz/shared';
import * as z from 'zod/mini';
import { db, queryAll, tableName } from './client';
import { keys } from './keys';

export const purchaseItemSchema = z.object({
  purchaseId: z.uuid(),
  sub: z.string(),
  type: z.enum(PREMIUM_PACKS),
  status: z.enum(PURCHASE_STATUSES),
  /** The price the server set when the checkout started: minor units, lowercase ISO currency. */
  amount: positiveInt,
  currency: z.string().check(z.regex(/^[a-z]{3}$/)),
  createdAt: z.iso.datetime(),
  /** Stripe's checkout session, once created. */
  sessionId: z.nullable(z.string()),
  paymentIntentId: z.nullable(z.string()),
  /** Seconds of premium this purchase added (0 until applied); what a refund takes back. */
  grantedSeconds: nonNegativeInt,
  /** Where the granted time ends, for the expiry schedule. */
  grantedUntil: z.nullable(z.iso.datetime()),
  /** Why a purchase is in warning. */
  reason: z.nullable(z.string()),
  /** When the expiry schedule moved it to expired. */
  expiredAt: z.optional(z.iso.datetime()),
  /** The offer it was started from (POST /api/purchase/{type}/{ref}). */
  ref: z.optional(z.string()),
  version: nonNegativeInt,
});
export type PurchaseItem = z.infer<typeof purchaseItemSchema>;

/** An applied purchase sits in gsi1 under the end of its time, until the expiry schedule moves it on. */
function purchaseItem(purchase: PurchaseItem): Record<string, unknown> {
  const listed = purchase.status === 'applied' && purchase.grantedUntil !== null;
  return {
    ...keys.purchase(purchase.purchaseId),
    ...purchase,
    ...(listed ? { [TABLE.gsi1.partitionKey]: keys.appliedPurchases, [TABLE.gsi1.sortKey]: purchase.grantedUntil } : {}),
  };
}

/** A refund or dispute that came before the payment it names was known (events out of order). */
const paymentItemSchema = z.object({ purchaseId: z.nullable(z.string()), earlyEvents: z.array(z.enum(['refunded', 'disputed'])) });
export type PaymentItem = z.infer<typeof paymentItemSchema>;

export async function getPurchase(purchaseId: string): Promise<PurchaseItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.purchase(purchaseId), ConsistentRead: true }));
  return Item ? purchaseItemSchema.parse(Item) : undefined;
}

/**
 * A new purchase, with its place in its buyer's list and in the site-wide list (the admin's
 * listings, functions/src/data/README.md 9b): one transaction, so a purchase is never unlisted.
 */
export async function createPurchase(purchase: PurchaseItem): Promise<void> {
  const table = tableName();
  const pointer = { purchaseId: purchase.purchaseId, sub: purchase.sub, createdAt: purchase.createdAt };
  await db.send(new TransactWriteCommand({
    TransactItems: [
      {
        Put: {
          TableName: table,
          Item: purchaseItem(purchase),
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
        },
      },
      { Put: { TableName: table, Item: { ...keys.userPurchase(purchase.sub, purchase.createdAt, purchase.purchaseId), ...pointer } } },
      { Put: { TableName: table, Item: { ...keys.purchaseLog(purchase.createdAt, purchase.purchaseId), ...pointer } } },
    ],
  }));
}

/** The checkout session made for a purchase (set once, after Stripe answered). */
export async function setPurchaseSession(purchaseId: string, sessionId: string): Promise<void> {
  await db.send(new UpdateCommand({
    TableName: tableName(),
    Key: keys.purchase(purchaseId),
    UpdateExpression: 'SET sessionId = :s',
    ConditionExpression: 'attribute_exists(#pk)',
    ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
    ExpressionAttributeValues: { ':s': sessionId },
  }));
}

export async function getPayment(paymentIntentId: string): Promise<PaymentItem | undefined> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.payment(paymentIntentId), ConsistentRead: true }));
  return Item ? paymentItemSchema.parse(Item) : undefined;
}

/** How long event ids are kept: Stripe retries an event for up to three days. */
const EVENT_RETENTION_SECONDS = 30 * 86_400;

export interface EventWrite {
  eventId: string;
  eventType: string;
  now: number;
  /** What the event did, kept with its id (for a person reading the table). */
  outcome: string;
  purchase?: { next: PurchaseItem; expectedVersion: number };
  profile?: { sub: string; premiumUntil: string | null; premiumDuration: number; expectedVersion: number };
  /** The payment intent's item: its purchase, or an early refund or dispute waiting for it. */
  payment?: { paymentIntentId: string; item: PaymentItem; expectedItem: PaymentItem | undefined };
}

/**
 * Access pattern: one Stripe event applied exactly once. The event id (conditional Put), the
 * purchase (its version), the profile (its version) and the payment item change together or not at
 * all. 'duplicate' when the event was recorded already; 'conflict' when the purchase, profile or
 * payment item changed meanwhile (the caller reads again and retries).
 */
export async function writeStripeEvent(write: EventWrite): Promise<'written' | 'duplicate' | 'conflict'> {
  const table = tableName();
  const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [
    {
      Put: {
        TableName: table,
        Item: {
          ...keys.stripeEvent(write.eventId), eventType: write.eventType, outcome: write.outcome,
          purchaseId: write.purchase?.next.purchaseId ?? null, at: new Date(write.now).toISOString(),
          [TABLE.ttlAttribute]: Math.ceil(write.now / 1000) + EVENT_RETENTION_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(#pk)',
        ExpressionAttributeNames: { '#pk': TABLE.partitionKey },
      },
    },
  ];
  if (write.purchase) {
    // What the event did to the purchase, kept with it for the admin (not expiring like the event id).
    const at = new Date(write.now).toISOString();
    items.push({
      Put: {
        TableName: table,
        Item: {
          ...keys.purchaseEvent(write.purchase.next.purchaseId, at, write.eventId),
          eventId: write.eventId, eventType: write.eventType, outcome: write.outcome, at,
        },
      },
    });
    items.push({
      Put: {
        TableName: table,
        Item: purchaseItem(write.purchase.next),
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: { ':v': write.purchase.expectedVersion },
      },
    });
  }
  if (write.profile) {
    items.push({
      Update: {
        TableName: table,
        Key: keys.userProfile(write.profile.sub),
        UpdateExpression: 'SET premiumUntil = :until, premiumDuration = :duration, version = :next',
        ConditionExpression: 'version = :v',
        ExpressionAttributeValues: {
          ':until': write.profile.premiumUntil, ':duration': write.profile.premiumDuration,
          ':v': write.profile.expectedVersion, ':next': write.profile.expectedVersion + 1,
        },
      },
    });
  }
  if (write.payment) {
    const { expectedItem } = write.payment;
    items.push({
      Put: {
        TableName: table,
        Item: { ...keys.payment(write.payment.paymentIntentId), ...write.payment.item },
        ...(expectedItem
          ? {
            // Still waiting for its purchase, with the early events read (none added, none claimed since).
            ConditionExpression: 'size(earlyEvents) = :n AND purchaseId = :none',
            ExpressionAttributeValues: { ':n': expectedItem.earlyEvents.length, ':none': null },
          }
          : { ConditionExpression: 'attribute_not_exists(#pk)', ExpressionAttributeNames: { '#pk': TABLE.partitionKey } }),
      },
    });
  }
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items }));
    return 'written';
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      return error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed' ? 'duplicate' : 'conflict';
    }
    throw error;
  }
}

/**
 * Access pattern: the player's cancel of their checkout (docs/premium.md "Checkout outcomes"): the
 * purchase's new status (its version unchanged meanwhile) and what happened, kept with it for the
 * admin as the webhook's events are. False when the purchase changed meanwhile (read again).
 */
export async function recordPurchaseCancel(next: PurchaseItem, expectedVersion: number, outcome: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const eventId = `player_cancel_${randomUUID()}`;
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...keys.purchaseEvent(next.purchaseId, at, eventId), eventId, eventType: 'player.cancel', outcome, at } } },
        {
          Put: {
            TableName: tableName(), Item: purchaseItem(next),
            ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': expectedVersion },
          },
        },
      ],
    }));
    return true;
  } catch (error) {
    if (error instanceof TransactionCanceledException) return false;
    throw error;
  }
}

/** Access pattern: applied purchases whose time ended by `nowIso` (gsi1, oldest first, 100 a page). */
export async function endedPurchases(nowIso: string): Promise<PurchaseItem[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: TABLE.gsi1.name,
    KeyConditionExpression: '#pk = :pk AND #sk <= :now',
    ExpressionAttributeNames: { '#pk': TABLE.gsi1.partitionKey, '#sk': TABLE.gsi1.sortKey },
    ExpressionAttributeValues: { ':pk': keys.appliedPurchases, ':now': nowIso },
    Limit: 100,
  });
  return items.map((item) => purchaseItemSchema.parse(item));
}

/**
 * Access pattern: an applied purchase becomes expired (and leaves gsi1), recorded with its time; only
 * if no event changed it meanwhile (its version). False when it had changed: the next run sees it again.
 */
export async function expirePurchase(purchase: PurchaseItem, nowIso: string): Promise<boolean> {
  try {
    await db.send(new UpdateCommand({
      TableName: tableName(),
      Key: keys.purchase(purchase.purchaseId),
      UpdateExpression: 'SET #status = :expired, expiredAt = :now, version = :next REMOVE #gpk, #gsk',
      ConditionExpression: 'version = :v AND #status = :applied',
      ExpressionAttributeNames: { '#status': 'status', '#gpk': TABLE.gsi1.partitionKey, '#gsk': TABLE.gsi1.sortKey },
      ExpressionAttributeValues: { ':expired': 'expired', ':applied': 'applied', ':now': nowIso, ':v': purchase.version, ':next': purchase.version + 1 },
    }));
    return true;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // This very update, sent again by the SDK after a lost answer (Writes under retries, README):
    // expired at this run's instant, one version on. Anything else changed it: left for the next run.
    const stored = await getPurchase(purchase.purchaseId);
    return stored?.status === 'expired' && stored.expiredAt === nowIso && stored.version === purchase.version + 1;
  }
}

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

/** Access pattern 9 (admin): one purchase with what the webhook did to it, one Query of its partition (META and EVENT# items). */
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

/** Access pattern 9b: a page of purchase pointers, newest first: a buyer's (`USER#{sub}`, `PURCHASE#…`) or the site's (`PURCHASES_LOG`). */
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
