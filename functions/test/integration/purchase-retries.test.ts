import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { packEnd } from '@quiz/shared';
import type Stripe from 'stripe';
import { keys } from '../../src/data/keys';
import { useIntegrationTable } from '../helpers/integration';
import { asFunction } from '../helpers/table-calls';
import { loseAnswers } from '../helpers/lost-answers';
import type * as Fulfilment from '../../src/domain/fulfilment';
import type * as Purchases from '../../src/data/purchases';

/**
 * Every purchase write safe under the SDK's retries (functions/src/data/README.md "Writes under
 * retries"): the write lands, its answer is lost, the SDK sends it again, and the caller gets the
 * same success as the first time, with nothing written twice.
 */

const NOW = Date.parse('2026-11-12T10:00:00Z');
let db: DynamoDBDocumentClient;
let tableName: string;
let fulfil: typeof Fulfilment.fulfil;
let purchases: typeof Purchases;
let fault: ReturnType<typeof loseAnswers> | undefined;

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  fulfil = asFunction('stripeWebhook', (await import('../../src/domain/fulfilment')).fulfil);
  purchases = await import('../../src/data/purchases');
});

afterEach(() => {
  fault?.restore();
  fault = undefined;
});

async function buyer() {
  const sub = `retry-${randomUUID().slice(0, 8)}`;
  await db.send(new PutCommand({
    TableName: tableName,
    Item: { ...keys.userProfile(sub), sub, name: sub, premiumUntil: null, premiumDuration: 0, version: 1, createdAt: new Date(NOW).toISOString() },
  }));
  const purchase = {
    purchaseId: randomUUID(), sub, type: 'stripe_premium_pt3h' as const, status: 'pending' as const, amount: 199, currency: 'eur',
    createdAt: new Date(NOW).toISOString(), sessionId: null, paymentIntentId: null, grantedSeconds: 0, grantedUntil: null, reason: null, version: 0,
  };
  return { sub, purchase };
}

const paid = (purchaseId: string, paymentIntent: string) => ({
  id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type: 'checkout.session.completed', created: Math.floor(NOW / 1000),
  data: { object: {
    object: 'checkout.session', id: `cs_${purchaseId}`, client_reference_id: purchaseId, metadata: { purchaseId },
    payment_intent: paymentIntent, amount_total: 199, currency: 'eur', payment_status: 'paid',
  } },
}) as unknown as Stripe.Event;

async function premiumOf(sub: string) {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.userProfile(sub), ConsistentRead: true }));
  return Item as { premiumUntil: string | null; premiumDuration: number; version: number };
}

const pointersOf = async (sub: string) => (await db.send(new QueryCommand({
  TableName: tableName, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
  ExpressionAttributeValues: { ':pk': keys.userPk(sub), ':p': 'PURCHASE#' },
}))).Items ?? [];

describe('purchase writes under the SDK\'s retries (functions/src/data/README.md "Writes under retries")', () => {
  it('createPurchase: a transaction that landed but whose answer was lost is the caller\'s own on retry (one purchase, listed once)', async () => {
    const { sub, purchase } = await buyer();
    fault = loseAnswers('TransactWriteItems');
    await expect(purchases.createPurchase(purchase)).resolves.toBeUndefined();
    expect(fault.lost).toBe(1);
    expect(await purchases.getPurchase(purchase.purchaseId)).toMatchObject({ status: 'pending', version: 0 });
    expect(await pointersOf(sub)).toHaveLength(1);
  });

  it('createPurchase: a purchase id already taken by another purchase is still refused (the retry rule recognises only its own)', async () => {
    const { purchase } = await buyer();
    await purchases.createPurchase(purchase);
    const { purchase: other } = await buyer();
    await expect(purchases.createPurchase({ ...other, purchaseId: purchase.purchaseId })).rejects.toThrow();
  });

  it('setPurchaseSession: setting the same session again is the same write', async () => {
    const { purchase } = await buyer();
    await purchases.createPurchase(purchase);
    fault = loseAnswers('UpdateItem');
    await purchases.setPurchaseSession(purchase.purchaseId, 'cs_retried');
    expect(fault.lost).toBe(1);
    expect((await purchases.getPurchase(purchase.purchaseId))?.sessionId).toBe('cs_retried');
  });

  it('the webhook\'s transaction: a payment whose answer was lost is "applied" on retry, and granted once', async () => {
    const { sub, purchase } = await buyer();
    await purchases.createPurchase(purchase);
    fault = loseAnswers('TransactWriteItems');
    expect(await fulfil(paid(purchase.purchaseId, `pi_${randomUUID().slice(0, 12)}`), NOW)).toBe('applied');
    expect(fault.lost).toBe(1);
    const profile = await premiumOf(sub);
    expect(profile.premiumUntil).toBe(new Date(packEnd('stripe_premium_pt3h', NOW)).toISOString());
    expect(profile.premiumDuration).toBe(3 * 3600);
    expect(profile.version).toBe(2);
  });

  it('the expiry schedule: an expiry whose answer was lost counts as done on retry (true), once', async () => {
    const { purchase } = await buyer();
    await purchases.createPurchase(purchase);
    await fulfil(paid(purchase.purchaseId, `pi_${randomUUID().slice(0, 12)}`), NOW);
    const applied = (await purchases.getPurchase(purchase.purchaseId))!;
    const later = new Date(NOW + 4 * 3600_000).toISOString();
    fault = loseAnswers('UpdateItem');
    expect(await purchases.expirePurchase(applied, later)).toBe(true);
    expect(fault.lost).toBe(1);
    expect(await purchases.getPurchase(purchase.purchaseId)).toMatchObject({ status: 'expired', expiredAt: later, version: applied.version + 1 });
    // Another run (another instant) with the same stale read is not this write: false, nothing changed.
    expect(await purchases.expirePurchase(applied, new Date(NOW + 5 * 3600_000).toISOString())).toBe(false);
    expect((await purchases.getPurchase(purchase.purchaseId))?.expiredAt).toBe(later);
  });
});
