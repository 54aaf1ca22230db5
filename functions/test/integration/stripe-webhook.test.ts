import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GetCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { packEnd, type PurchaseType } from '@quiz/shared';
import Stripe from 'stripe';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { keys } from '../../src/data/keys';
import { useIntegrationTable } from '../helpers/integration';
import { asFunction } from '../helpers/table-calls';
import { databaseAway } from '../helpers/lost-answers';
import { seededShuffle } from '../helpers/shuffle';
import type * as Fulfilment from '../../src/domain/fulfilment';
import type * as Webhook from '../../src/webhooks/stripe';
import type * as Purchases from '../../src/data/purchases';

const SECRET = 'whsec_test_integration_secret';
const NOW = Date.parse('2026-11-12T10:00:00Z');
let db: DynamoDBDocumentClient;
let tableName: string;
// Imported once the table's environment is set (the functions read it at load).
let fulfil: typeof Fulfilment.fulfil;
let handler: typeof Webhook.handler;
let createPurchase: typeof Purchases.createPurchase;
let getPurchase: typeof Purchases.getPurchase;

const PRICE: Record<PurchaseType, number> = { stripe_premium_p3m: 1499, stripe_premium_p1m: 699, stripe_premium_pt3h: 199 };

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  // The webhook's function does both: its table calls are checked against its grant (table-grants.ts).
  fulfil = asFunction('stripeWebhook', (await import('../../src/domain/fulfilment')).fulfil);
  handler = asFunction('stripeWebhook', (await import('../../src/webhooks/stripe')).handler);
  ({ createPurchase, getPurchase } = await import('../../src/data/purchases'));
});

/** A signed-in player with a profile and no premium, and `count` pending purchases of `type`. */
async function buyer(types: PurchaseType[]) {
  const sub = `buyer-${randomUUID().slice(0, 8)}`;
  await db.send(new PutCommand({
    TableName: tableName,
    Item: { ...keys.userProfile(sub), sub, name: sub, premiumUntil: null, premiumDuration: 0, version: 1, createdAt: new Date(NOW).toISOString() },
  }));
  const purchases = [];
  for (const type of types) {
    const purchase = {
      purchaseId: randomUUID(), sub, type, status: 'pending' as const, amount: PRICE[type], currency: 'eur',
      createdAt: new Date(NOW).toISOString(), sessionId: `cs_test_${randomUUID()}`, paymentIntentId: null,
      grantedSeconds: 0, grantedUntil: null, reason: null, version: 0,
    };
    await createPurchase(purchase);
    purchases.push({ ...purchase, paymentIntentId: `pi_${randomUUID().slice(0, 12)}` });
  }
  return { sub, purchases };
}

type Purchase = Awaited<ReturnType<typeof buyer>>['purchases'][number];

/** The events Stripe sends for a purchase, as the SDK types them (ids unique per event). */
const session = (p: Purchase, payment_status: 'paid' | 'unpaid', overrides: Record<string, unknown> = {}) => ({
  object: 'checkout.session', id: p.sessionId, client_reference_id: p.purchaseId, metadata: { purchaseId: p.purchaseId },
  payment_intent: p.paymentIntentId, amount_total: p.amount, currency: p.currency, payment_status, ...overrides,
});
const event = (type: string, object: Record<string, unknown>) =>
  ({ id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type, created: Math.floor(NOW / 1000), data: { object } }) as unknown as Stripe.Event;
const completed = (p: Purchase, paid = true, overrides = {}) => event('checkout.session.completed', session(p, paid ? 'paid' : 'unpaid', overrides));
const asyncSucceeded = (p: Purchase) => event('checkout.session.async_payment_succeeded', session(p, 'paid'));
const asyncFailed = (p: Purchase) => event('checkout.session.async_payment_failed', session(p, 'unpaid'));
const refunded = (p: Purchase) => event('charge.refunded', { object: 'charge', id: `ch_${p.paymentIntentId}`, payment_intent: p.paymentIntentId });
const disputed = (p: Purchase) => event('charge.dispute.created', { object: 'dispute', id: `dp_${p.paymentIntentId}`, payment_intent: p.paymentIntentId });

async function profileOf(sub: string) {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.userProfile(sub), ConsistentRead: true }));
  return Item as { premiumUntil: string | null; premiumDuration: number };
}

/** Every event three times, in an order shuffled by a seeded generator (reproducible). */
function threeTimesShuffled<T>(events: T[], seed: number): T[] {
  return seededShuffle([...events, ...events, ...events], seed);
}

const iso = (ms: number) => new Date(ms).toISOString();

describe('fulfilment exactly once (docs/premium.md "Fulfilment")', () => {
  it('grants a paid pack once, from now: premium extends from max(now, premiumUntil)', async () => {
    const { sub, purchases: [p] } = await buyer(['stripe_premium_pt3h']);
    expect(await fulfil(completed(p!), NOW)).toBe('applied');
    expect((await profileOf(sub)).premiumUntil).toBe(iso(NOW + 3 * 3600_000));
    expect(await getPurchase(p!.purchaseId)).toMatchObject({ status: 'applied', grantedSeconds: 3 * 3600, paymentIntentId: p!.paymentIntentId });
  });

  for (const seed of [1, 2, 3]) {
    it(`replays every event of a delayed-payment purchase three times in shuffled order (seed ${seed}): premiumUntil exactly as paid`, async () => {
      const { sub, purchases: [p] } = await buyer(['stripe_premium_p1m']);
      const results = [];
      for (const e of threeTimesShuffled([completed(p!, false), asyncSucceeded(p!)], seed)) results.push(await fulfil(e, NOW));
      expect(results.filter((r) => r === 'duplicate')).toHaveLength(4);
      expect((await profileOf(sub)).premiumUntil).toBe(iso(packEnd('stripe_premium_p1m', NOW)));
      expect((await profileOf(sub)).premiumDuration).toBe((packEnd('stripe_premium_p1m', NOW) - NOW) / 1000);
      expect((await getPurchase(p!.purchaseId))?.status).toBe('applied');
    });

    it(`replays a paid then refunded purchase three times in shuffled order (seed ${seed}): no premium left, purchase in warning`, async () => {
      const { sub, purchases: [p] } = await buyer(['stripe_premium_p3m']);
      for (const e of threeTimesShuffled([completed(p!), refunded(p!), disputed(p!)], seed)) await fulfil(e, NOW);
      const { premiumUntil, premiumDuration } = await profileOf(sub);
      expect(premiumUntil === null || Date.parse(premiumUntil) <= NOW).toBe(true);
      expect(premiumDuration).toBe(0);
      expect((await getPurchase(p!.purchaseId))?.status).toBe('warning');
    });
  }

  it('grants nothing when a refund arrives before the payment it names (events out of order)', async () => {
    const { sub, purchases: [p] } = await buyer(['stripe_premium_p3m']);
    expect(await fulfil(refunded(p!), NOW)).toBe('warning');
    expect(await fulfil(completed(p!), NOW)).toBe('warning');
    expect((await profileOf(sub)).premiumUntil).toBeNull();
    expect(await getPurchase(p!.purchaseId)).toMatchObject({ status: 'warning', reason: 'refunded' });
  });

  it('two purchases of one player paid at the same instant add up exactly', async () => {
    const { sub, purchases: [month, hours] } = await buyer(['stripe_premium_p1m', 'stripe_premium_pt3h']);
    const results = await Promise.all([fulfil(completed(month!), NOW), fulfil(completed(hours!), NOW)]);
    expect(results).toEqual(['applied', 'applied']);
    expect((await profileOf(sub)).premiumUntil).toBe(iso(packEnd('stripe_premium_p1m', NOW) + 3 * 3600_000));
  });

  it('a refund takes back exactly what its purchase granted, not another purchase\'s time', async () => {
    const { sub, purchases: [month, hours] } = await buyer(['stripe_premium_p1m', 'stripe_premium_pt3h']);
    await fulfil(completed(month!), NOW);
    await fulfil(completed(hours!), NOW);
    await fulfil(refunded(hours!), NOW);
    expect((await profileOf(sub)).premiumUntil).toBe(iso(packEnd('stripe_premium_p1m', NOW)));
    expect((await getPurchase(month!.purchaseId))?.status).toBe('applied');
  });

  it('grants nothing when the amount paid is not the server\'s price, or the currency differs (warning)', async () => {
    const { sub, purchases: [cheap, dollars] } = await buyer(['stripe_premium_p3m', 'stripe_premium_p3m']);
    expect(await fulfil(completed(cheap!, true, { amount_total: 1 }), NOW)).toBe('warning');
    expect(await fulfil(completed(dollars!, true, { currency: 'usd' }), NOW)).toBe('warning');
    expect((await profileOf(sub)).premiumUntil).toBeNull();
    expect(await getPurchase(cheap!.purchaseId)).toMatchObject({ status: 'warning', reason: 'amount_mismatch' });
  });

  it('grants nothing for a failed delayed payment, nor for a session of no purchase of ours (warning, recorded)', async () => {
    const { sub, purchases: [p] } = await buyer(['stripe_premium_p1m']);
    await fulfil(completed(p!, false), NOW);
    expect(await fulfil(asyncFailed(p!), NOW)).toBe('warning');
    expect(await fulfil(asyncSucceeded(p!), NOW)).toBe('unchanged');
    expect((await profileOf(sub)).premiumUntil).toBeNull();
    const stranger = { ...p!, purchaseId: randomUUID() };
    expect(await fulfil(completed(stranger), NOW)).toBe('warning');
  });
});

/** The webhook's function URL event: the raw body, as Stripe posted it. */
function webhookEvent(body: string, signature: string | undefined, base64 = false): APIGatewayProxyEventV2 {
  return {
    version: '2.0', routeKey: '$default', rawPath: '/', rawQueryString: '',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    requestContext: { requestId: randomUUID(), http: { method: 'POST', path: '/', sourceIp: '10.0.0.1' } },
    body: base64 ? Buffer.from(body).toString('base64') : body, isBase64Encoded: base64,
  } as unknown as APIGatewayProxyEventV2;
}

const sign = (payload: string, secret = SECRET, timestamp = Math.floor(Date.now() / 1000)) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

describe('the webhook verifies Stripe\'s signature on the raw body', () => {
  async function pendingPurchaseEvent() {
    const { sub, purchases: [p] } = await buyer(['stripe_premium_pt3h']);
    return { sub, p: p!, body: JSON.stringify(completed(p!)) };
  }

  it('applies a signed event, base64-flagged or not, and answers a second delivery as a duplicate', async () => {
    const { sub, body } = await pendingPurchaseEvent();
    const first = await handler(webhookEvent(body, sign(body), true));
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.body!)).toEqual({ received: true, result: 'applied' });
    const again = await handler(webhookEvent(body, sign(body)));
    expect(JSON.parse(again.body!)).toEqual({ received: true, result: 'duplicate' });
    expect((await profileOf(sub)).premiumUntil).not.toBeNull();
  });

  it('refuses with 400, changing nothing, an unsigned, wrongly signed, tampered or stale body', async () => {
    const { sub, p, body } = await pendingPurchaseEvent();
    const tampered = body.replace(`"amount_total":${p.amount}`, '"amount_total":1');
    const refusedCalls = [
      webhookEvent(body, undefined),
      webhookEvent(body, sign(body, 'whsec_another_secret')),
      webhookEvent(tampered, sign(body)),
      webhookEvent(body, sign(body, SECRET, Math.floor(Date.now() / 1000) - 301)),
    ];
    for (const call of refusedCalls) {
      const answer = await handler(call);
      expect(answer.statusCode).toBe(400);
      expect(JSON.parse(answer.body!).error.code).toBe('bad_request');
    }
    expect((await profileOf(sub)).premiumUntil).toBeNull();
    expect((await getPurchase(p.purchaseId))?.status).toBe('pending');
  });

  it('its log lines name the webhook\'s function and request, and carry no key a previous request appended', async () => {
    const { logger } = await import('../../src/lib/logger');
    logger.appendKeys({ correlation_id: 'an-earlier-request' });
    const level = logger.getLevelName();
    logger.setLogLevel('WARN'); // the refusal is a warning; the integration tests log errors only
    const lines: string[] = [];
    // Powertools writes through its own Console (not the global one): read what it is handed.
    const out = (logger as unknown as { console: Console }).console;
    const write = vi.spyOn(out, 'warn').mockImplementation((line: unknown) => void lines.push(String(line)));
    try {
      const { body } = await pendingPurchaseEvent();
      const context = { functionName: 'stripeWebhook', awsRequestId: 'req-webhook-1', invokedFunctionArn: 'arn:aws:lambda:eu-west-3:1:function:stripeWebhook', memoryLimitInMB: '256' };
      expect((await handler(webhookEvent(body, undefined), context as never)).statusCode).toBe(400);
    } finally {
      write.mockRestore();
      logger.setLogLevel(level);
    }
    const refusal = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.message === 'stripe webhook refused');
    expect(refusal).toMatchObject({ function_name: 'stripeWebhook', function_request_id: 'req-webhook-1' });
    expect(refusal).not.toHaveProperty('correlation_id');
  });
});

/** The webhook's answer to a signed event: its status and what it did. */
async function deliver(e: Stripe.Event) {
  const body = JSON.stringify(e);
  const answer = await handler(webhookEvent(body, sign(body)));
  return { status: answer.statusCode, result: answer.statusCode === 200 ? JSON.parse(answer.body!).result : JSON.parse(answer.body!).error?.code };
}

/** What the admin reads of a purchase: its events' outcomes, in order (functions/src/data/README.md pattern 9). */
async function eventOutcomesOf(purchaseId: string) {
  const { Items = [] } = await db.send(new QueryCommand({
    TableName: tableName, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :e)',
    ExpressionAttributeValues: { ':pk': `PURCHASE#${purchaseId}`, ':e': 'EVENT#' }, ConsistentRead: true,
  }));
  return Items.map((item) => String(item.outcome));
}

async function recordedEvent(eventId: string) {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.stripeEvent(eventId), ConsistentRead: true }));
  return Item;
}

describe('the webhook judges every signed event it can: recorded and 2xx, never 5xx (docs/premium.md "Fulfilment")', () => {
  it('a completion naming another payment intent than the applied purchase\'s is a recorded warning (200), granting nothing more', async () => {
    const { sub, purchases: [p] } = await buyer(['stripe_premium_p1m']);
    expect(await deliver(completed(p!))).toEqual({ status: 200, result: 'applied' });
    const paidOnce = await profileOf(sub);
    const other = completed({ ...p!, paymentIntentId: 'pi_another_payment' });
    expect(await deliver(other)).toEqual({ status: 200, result: 'warning' });
    expect(await profileOf(sub)).toEqual(paidOnce);
    expect(await getPurchase(p!.purchaseId)).toMatchObject({ status: 'applied', paymentIntentId: p!.paymentIntentId });
    expect((await eventOutcomesOf(p!.purchaseId)).at(-1)).toContain('conflicting payment intent pi_another_payment');
    expect(await recordedEvent(other.id)).toMatchObject({ outcome: expect.stringContaining('conflicting payment intent') });
    // Its redelivery is the same judged event: a duplicate, still 200.
    expect(await deliver(other)).toEqual({ status: 200, result: 'duplicate' });
  });

  it('a completion naming another payment intent than a purchase in warning\'s is recorded (200): the warning stays, nothing granted', async () => {
    const { sub, purchases: [p] } = await buyer(['stripe_premium_p3m']);
    await deliver(completed(p!));
    expect(await deliver(refunded(p!))).toEqual({ status: 200, result: 'warning' });
    expect(await deliver(completed({ ...p!, paymentIntentId: 'pi_second_try' }))).toEqual({ status: 200, result: 'warning' });
    expect(await getPurchase(p!.purchaseId)).toMatchObject({ status: 'warning', reason: 'refunded', paymentIntentId: p!.paymentIntentId });
    expect((await profileOf(sub)).premiumDuration).toBe(0);
  });

  it('two completions of one purchase with two payment intents at once: one applies, the other is a warning, premium granted once', async () => {
    const { sub, purchases: [p] } = await buyer(['stripe_premium_pt3h']);
    const results = await Promise.all([deliver(completed(p!)), deliver(completed({ ...p!, paymentIntentId: 'pi_racing' }))]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.result).sort()).toEqual(['applied', 'warning']);
    expect((await profileOf(sub)).premiumDuration).toBe(3 * 3600);
  });

  it('a payment intent that already paid another purchase does not pay this one too (warning, 200)', async () => {
    const { sub, purchases: [first, second] } = await buyer(['stripe_premium_pt3h', 'stripe_premium_pt3h']);
    await deliver(completed(first!));
    expect(await deliver(completed({ ...second!, paymentIntentId: first!.paymentIntentId }))).toEqual({ status: 200, result: 'warning' });
    expect((await profileOf(sub)).premiumDuration).toBe(3 * 3600);
    expect((await getPurchase(second!.purchaseId))?.status).toBe('pending');
  });

  it('an event for an unknown purchase is recorded with its outcome (200), and changes nothing', async () => {
    const { purchases: [p] } = await buyer(['stripe_premium_pt3h']);
    const stranger = completed({ ...p!, purchaseId: randomUUID() });
    expect(await deliver(stranger)).toEqual({ status: 200, result: 'warning' });
    expect(await recordedEvent(stranger.id)).toMatchObject({ outcome: 'unknown purchase', purchaseId: null });
    expect((await getPurchase(p!.purchaseId))?.status).toBe('pending');
  });

  it('out of order: a refund before its completion (200 twice), then nothing is ever granted', async () => {
    const { sub, purchases: [p] } = await buyer(['stripe_premium_p1m']);
    expect(await deliver(refunded(p!))).toEqual({ status: 200, result: 'warning' });
    expect(await deliver(completed(p!))).toEqual({ status: 200, result: 'warning' });
    expect(await deliver(asyncSucceeded(p!))).toEqual({ status: 200, result: 'unchanged' });
    expect((await profileOf(sub)).premiumUntil).toBeNull();
  });

  it('checkout outcomes: an expired checkout leaves pending for checkout_expired (200, recorded); a completion after it still pays once', async () => {
    const { sub, purchases: [p] } = await buyer(['stripe_premium_pt3h']);
    expect(await deliver(event('checkout.session.expired', session(p!, 'unpaid', { payment_intent: null })))).toEqual({ status: 200, result: 'applied' });
    expect(await eventOutcomesOf(p!.purchaseId)).toEqual(['pending -> checkout_expired']);
    expect((await getPurchase(p!.purchaseId))?.status).toBe('checkout_expired');
    expect(await deliver(completed(p!))).toEqual({ status: 200, result: 'applied' });
    expect((await profileOf(sub)).premiumDuration).toBe(3 * 3600);
  });

  it('checkout outcomes: a declined card leaves pending for declined (its payment intent names the purchase), then the checkout\'s expiry keeps declined', async () => {
    const { sub, purchases: [p] } = await buyer(['stripe_premium_p1m']);
    const declined = event('payment_intent.payment_failed', {
      object: 'payment_intent', id: p!.paymentIntentId, metadata: { purchaseId: p!.purchaseId }, last_payment_error: { code: 'card_declined' },
    });
    expect(await deliver(declined)).toEqual({ status: 200, result: 'applied' });
    expect(await getPurchase(p!.purchaseId)).toMatchObject({ status: 'declined', paymentIntentId: null });
    expect(await deliver(event('checkout.session.expired', session(p!, 'unpaid', { payment_intent: null })))).toEqual({ status: 200, result: 'unchanged' });
    expect((await eventOutcomesOf(p!.purchaseId)).sort()).toEqual(['declined -> declined', 'pending -> declined']);
    expect((await profileOf(sub)).premiumUntil).toBeNull();
  });

  it('checkout outcomes: a declined payment of no purchase of ours is a warning on its event id, nothing else', async () => {
    const unknown = event('payment_intent.payment_failed', { object: 'payment_intent', id: 'pi_unknown', metadata: {} });
    expect(await deliver(unknown)).toEqual({ status: 200, result: 'warning' });
  });

  it('out of order: a completion (or its delayed success) after the purchase expired changes nothing (200 unchanged)', async () => {
    const expirePurchases = asFunction('expirePurchases', (await import('../../src/jobs/expire-purchases')).expirePurchases);
    const { sub, purchases: [p] } = await buyer(['stripe_premium_pt3h']);
    await deliver(completed(p!));
    await expirePurchases(new Date(Date.now() + 4 * 3600_000));
    const before = await profileOf(sub);
    expect(await deliver(asyncSucceeded(p!))).toEqual({ status: 200, result: 'unchanged' });
    expect(await deliver(completed(p!))).toEqual({ status: 200, result: 'unchanged' });
    expect(await profileOf(sub)).toEqual(before);
    expect((await getPurchase(p!.purchaseId))?.status).toBe('expired');
  });

  it('an event without a payment intent on a purchase that has one is judged (200), not retried into a 5xx', async () => {
    const { purchases: [p] } = await buyer(['stripe_premium_pt3h']);
    await deliver(completed(p!));
    expect(await deliver(event('checkout.session.async_payment_failed', session(p!, 'unpaid', { payment_intent: null })))).toEqual({ status: 200, result: 'unchanged' });
  });

  it('only an infrastructure failure is a 5xx: the database away is a 503 with Retry-After, and nothing is recorded', async () => {
    const { purchases: [p] } = await buyer(['stripe_premium_pt3h']);
    const e = completed(p!);
    const body = JSON.stringify(e);
    const away = databaseAway();
    let answer;
    try {
      answer = await handler(webhookEvent(body, sign(body)));
    } finally {
      away.remove();
    }
    expect(answer.statusCode).toBe(503);
    expect(answer.headers?.['retry-after']).toBeDefined();
    expect(await recordedEvent(e.id)).toBeUndefined();
    expect(await deliver(e)).toEqual({ status: 200, result: 'applied' });
  });
});

describe('the expiry schedule (docs/premium.md "Expiry")', () => {
  it('moves applied purchases whose time has ended to expired, once, and leaves running ones applied', async () => {
    const expirePurchases = asFunction('expirePurchases', (await import('../../src/jobs/expire-purchases')).expirePurchases);
    const { purchases: [ended] } = await buyer(['stripe_premium_pt3h']);
    const { purchases: [running] } = await buyer(['stripe_premium_p1m']);
    await fulfil(completed(ended!), NOW);
    await fulfil(completed(running!), NOW);
    const later = new Date(NOW + 4 * 3600_000);
    const first = await expirePurchases(later);
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect(await getPurchase(ended!.purchaseId)).toMatchObject({ status: 'expired', expiredAt: later.toISOString() });
    expect((await getPurchase(running!.purchaseId))?.status).toBe('applied');
    const again = await expirePurchases(later);
    expect(again.expired).toBe(0);
  });

  it('a run whose time is up stops between purchases and leaves the rest, applied, to the next run', async () => {
    const expirePurchases = asFunction('expirePurchases', (await import('../../src/jobs/expire-purchases')).expirePurchases);
    const { purchases: [p] } = await buyer(['stripe_premium_pt3h']);
    await fulfil(completed(p!), NOW);
    const later = new Date(NOW + 4 * 3600_000);
    const outOfTime = await expirePurchases(later, Date.now() - 1);
    expect(outOfTime).toMatchObject({ expired: 0, changedMeanwhile: 0 });
    expect(outOfTime.left).toBeGreaterThanOrEqual(1);
    expect((await getPurchase(p!.purchaseId))?.status).toBe('applied');
    const next = await expirePurchases(later);
    expect(next.left).toBe(0);
    expect((await getPurchase(p!.purchaseId))?.status).toBe('expired');
  });

  it('still takes the time back when an expired purchase is refunded', async () => {
    const expirePurchases = asFunction('expirePurchases', (await import('../../src/jobs/expire-purchases')).expirePurchases);
    const { sub, purchases: [p] } = await buyer(['stripe_premium_pt3h']);
    await fulfil(completed(p!), NOW);
    await expirePurchases(new Date(NOW + 4 * 3600_000));
    expect(await fulfil(refunded(p!), NOW + 5 * 3600_000)).toBe('warning');
    expect((await profileOf(sub)).premiumUntil).toBe(iso(NOW));
  });
});
