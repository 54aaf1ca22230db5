import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { RATE_LIMITS, routes, type RouteDef } from '@quiz/shared';
import type Stripe from 'stripe';
import { keys } from '../../src/data/keys';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke, type EventOptions } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';

/**
 * Every rule of a purchase's start and cancel (docs/premium.md "Buying", "Prices", "Checkout outcomes";
 * SPEC §5: a premium player cannot buy again), through the real handlers on DynamoDB Local. Stripe is the
 * one part stood in for: a fake client records the Checkout Sessions asked for (the local simulator's
 * round trip is scripts/test/integration/purchase-simulator.test.ts).
 */
type SessionParams = Stripe.Checkout.SessionCreateParams;
const stripeCalls = {
  created: [] as { params: SessionParams; options: { idempotencyKey?: string } }[],
  expired: [] as string[],
  configured: true,
  fails: false,
};
const fakeStripe = {
  checkout: {
    sessions: {
      create: (params: SessionParams, options: { idempotencyKey?: string }) => {
        if (stripeCalls.fails) return Promise.reject(new Error('connect ECONNREFUSED api.stripe.com'));
        stripeCalls.created.push({ params, options });
        return Promise.resolve({ id: `cs_${params.client_reference_id}`, url: `https://checkout.test/${params.client_reference_id}` });
      },
      expire: (id: string) => {
        stripeCalls.expired.push(id);
        return Promise.resolve({ id, status: 'expired' });
      },
    },
  },
};
vi.mock('../../src/lib/stripe', () => ({ stripe: () => Promise.resolve(stripeCalls.configured ? fakeStripe : null) }));

const key = createSigningKey();
const LOOPBACK = { host: '127.0.0.1:5173' };
let db: DynamoDBDocumentClient;
let tableName: string;
let handlers: Record<'startPurchase' | 'startPurchaseWithRef' | 'getPurchase' | 'cancelPurchase', LambdaHandler>;

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  (await import('../../src/lib/auth')).setVerifierForTests(verifierTrusting(key));
  handlers = {
    startPurchase: (await import('../../src/handlers/startPurchase')).handler,
    startPurchaseWithRef: (await import('../../src/handlers/startPurchaseWithRef')).handler,
    getPurchase: (await import('../../src/handlers/getPurchase')).handler,
    cancelPurchase: (await import('../../src/handlers/cancelPurchase')).handler,
  };
});

beforeEach(() => {
  stripeCalls.created.length = 0;
  stripeCalls.expired.length = 0;
  stripeCalls.configured = true;
  stripeCalls.fails = false;
});

const call = (route: RouteDef, options: EventOptions) => invoke(handlers[route.name as keyof typeof handlers], apiEvent(route, options));

function buyer() {
  const sub = `buyer-${randomUUID().slice(0, 8)}`;
  return { sub, token: signAccessToken(key, { sub, username: `google_${sub}` }) };
}

const start = (token: string | undefined, type: string, body: unknown = { locale: 'en' }, headers: Record<string, string> = LOOPBACK) =>
  call(routes.startPurchase, { pathParameters: { type }, body, headers, ...(token ? { token } : {}) });

const purchasesOf = async (sub: string) =>
  ((await db.send(new ScanCommand({ TableName: tableName, FilterExpression: '#sub = :sub AND attribute_exists(purchaseId)', ExpressionAttributeNames: { '#sub': 'sub' }, ExpressionAttributeValues: { ':sub': sub }, ConsistentRead: true }))).Items ?? [])
    .filter((item) => String(item.pk).startsWith('PURCHASE#'));

const premiumUntil = (sub: string, until: Date) => db.send(new PutCommand({
  TableName: tableName,
  Item: { ...keys.userProfile(sub), sub, name: sub, username: sub, premiumUntil: until.toISOString(), premiumDuration: 3 * 3600, version: 2, createdAt: new Date().toISOString() },
}));

describe('starting a purchase (docs/premium.md "Buying")', () => {
  it('only a signed-in player may start one: anonymous is 401, nothing recorded, no checkout', async () => {
    const { status, json } = await start(undefined, 'stripe_premium_pt3h');
    expect(status).toBe(401);
    expect(json.error.code).toBe('unauthorized');
    expect(stripeCalls.created).toHaveLength(0);
  });

  it('the pack must be one on sale (SPEC §9 packs): another type is a 400, nothing recorded, no checkout', async () => {
    const { sub, token } = buyer();
    for (const type of ['stripe_premium_p12m', 'xl_pack', 'free']) {
      const { status, json } = await start(token, type);
      expect(status).toBe(400);
      expect(json.error.code).toBe('validation_failed');
    }
    expect(await purchasesOf(sub)).toHaveLength(0);
    expect(stripeCalls.created).toHaveLength(0);
  });

  it('records a pending purchase of that pack at the server\'s price, and asks Stripe for exactly that price, once per purchase', async () => {
    const { sub, token } = buyer();
    const { status, json } = await start(token, 'stripe_premium_p3m', { locale: 'fr' });
    expect(status).toBe(200);
    expect(json.url).toBe(`https://checkout.test/${json.purchaseId}`);
    const [purchase] = await purchasesOf(sub);
    expect(purchase).toMatchObject({ purchaseId: json.purchaseId, sub, type: 'stripe_premium_p3m', status: 'pending', amount: 1499, currency: 'eur', sessionId: `cs_${json.purchaseId}` });
    const [{ params, options }] = stripeCalls.created as [(typeof stripeCalls.created)[number]];
    expect(params.line_items).toEqual([{ quantity: 1, price_data: { currency: 'eur', unit_amount: 1499, product_data: { name: 'Premium, 3 mois' } } }]);
    expect(params).toMatchObject({ mode: 'payment', locale: 'fr', client_reference_id: json.purchaseId, metadata: { purchaseId: json.purchaseId, type: 'stripe_premium_p3m' } });
    expect(params.payment_intent_data?.metadata).toEqual({ purchaseId: json.purchaseId });
    // A retried call never makes a second session for one purchase.
    expect(options.idempotencyKey).toBe(json.purchaseId);
  });

  it.each([
    ['CH', 'chf', 699], ['US', 'usd', 799], ['GB', 'gbp', 599], ['CA', 'cad', 899], ['FR', 'eur', 699], ['JP', 'eur', 699],
  ])('prices in the visitor\'s currency from CloudFront\'s country (docs/premium.md "Prices"): %s pays in %s', async (country, currency, amount) => {
    const { sub, token } = buyer();
    const { status } = await start(token, 'stripe_premium_p1m', { locale: 'en' }, { ...LOOPBACK, 'cloudfront-viewer-country': country });
    expect(status).toBe(200);
    expect((await purchasesOf(sub))[0]).toMatchObject({ amount, currency });
    expect(stripeCalls.created[0]?.params.line_items?.[0]?.price_data).toMatchObject({ currency, unit_amount: amount });
  });

  it('the page never sets the price: an amount or currency in the body is not read', async () => {
    const { sub, token } = buyer();
    const { status } = await start(token, 'stripe_premium_p3m', { locale: 'en', amount: 1, currency: 'usd', unit_amount: 1 });
    expect(status).toBe(200);
    expect((await purchasesOf(sub))[0]).toMatchObject({ amount: 1499, currency: 'eur' });
    expect(stripeCalls.created[0]?.params.line_items?.[0]?.price_data).toMatchObject({ currency: 'eur', unit_amount: 1499 });
  });

  it('a premium player may not buy again (SPEC §5): 409 already_premium, nothing recorded, no checkout', async () => {
    const { sub, token } = buyer();
    await premiumUntil(sub, new Date(Date.now() + 3600_000));
    const { status, json } = await start(token, 'stripe_premium_pt3h');
    expect(status).toBe(409);
    expect(json.error.code).toBe('already_premium');
    expect(await purchasesOf(sub)).toHaveLength(0);
    expect(stripeCalls.created).toHaveLength(0);
  });

  it('a player whose premium has ended may buy again', async () => {
    const { sub, token } = buyer();
    await premiumUntil(sub, new Date(Date.now() - 60_000));
    expect((await start(token, 'stripe_premium_pt3h')).status).toBe(200);
    expect(await purchasesOf(sub)).toHaveLength(1);
  });

  it(`lets one player start ${RATE_LIMITS.purchaseStarts.perMinute} checkouts a minute, then 429 with Retry-After and no more purchases`, async () => {
    const { sub, token } = buyer();
    const minute = () => Math.floor(Date.now() / 60_000);
    const first = minute();
    for (let i = 0; i < RATE_LIMITS.purchaseStarts.perMinute; i++) expect((await start(token, 'stripe_premium_pt3h')).status).toBe(200);
    const refused = await start(token, 'stripe_premium_pt3h');
    // Only a minute that turned during the starts gives a new budget (never a 6th start in one minute).
    const expected = minute() === first ? 429 : refused.status;
    expect(refused.status).toBe(expected);
    if (refused.status === 429) {
      expect(refused.json.error.code).toBe('too_many_requests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(await purchasesOf(sub)).toHaveLength(RATE_LIMITS.purchaseStarts.perMinute);
    }
  });

  it('comes back to this site: success and cancel pages with the purchase, the language and the return path; only the success page carries the conversion (csp)', async () => {
    const { token } = buyer();
    const { json } = await start(token, 'stripe_premium_pt3h', { locale: 'fr', returnTo: '/fr/quiz/4' });
    const { success_url: success, cancel_url: cancel } = stripeCalls.created[0]!.params;
    const back = new URL(success!);
    expect(`${back.origin}${back.pathname}`).toBe('http://127.0.0.1:5173/purchase_status_success');
    expect(Object.fromEntries([...back.searchParams].filter(([name]) => name !== 'csp'))).toEqual({ purchase: json.purchaseId, l: 'fr', to: '/fr/quiz/4' });
    expect(JSON.parse(back.searchParams.get('csp')!)).toEqual({
      value: 1.99, currency: 'eur', amount: 199, sku: 'stripe_premium_pt3h', priceId: 'stripe_premium_pt3h_eur', price: 1.99, quantity: 1,
      type: 'stripe_premium_pt3h', email: null, purchaseId: json.purchaseId,
    });
    const cancelled = new URL(cancel!);
    expect(`${cancelled.origin}${cancelled.pathname}`).toBe('http://127.0.0.1:5173/purchase_status_cancelled');
    expect(Object.fromEntries(cancelled.searchParams)).toEqual({ purchase: json.purchaseId, l: 'fr', to: '/fr/quiz/4' });
  });

  it.each(['//other.site/x', 'https://other.site/', '/\\other.site', 'fr/quiz'])('the return path must be a path of this site: %j is a 400, nothing recorded', async (returnTo) => {
    const { sub, token } = buyer();
    const { status, json } = await start(token, 'stripe_premium_pt3h', { locale: 'en', returnTo });
    expect(status).toBe(400);
    expect(json.error.issues[0].path).toEqual(['body', 'returnTo']);
    expect(await purchasesOf(sub)).toHaveLength(0);
  });

  it('without SITE_URL only a loopback Host is an origin: a forged Host is a 503 payment_unavailable, nothing recorded, no checkout', async () => {
    const { sub, token } = buyer();
    const { status, json, headers } = await start(token, 'stripe_premium_pt3h', { locale: 'en' }, { host: 'evil.example' });
    expect(status).toBe(503);
    expect(json.error.code).toBe('payment_unavailable');
    expect(headers['retry-after']).toBeDefined();
    expect(await purchasesOf(sub)).toHaveLength(0);
    expect(stripeCalls.created).toHaveLength(0);
  });

  it('without a Stripe key: 503 payment_unavailable, nothing recorded', async () => {
    stripeCalls.configured = false;
    const { sub, token } = buyer();
    const { status, json } = await start(token, 'stripe_premium_pt3h');
    expect(status).toBe(503);
    expect(json.error.code).toBe('payment_unavailable');
    expect(await purchasesOf(sub)).toHaveLength(0);
  });

  it('Stripe unreachable: 503 payment_unavailable (nothing charged), the purchase left pending without a session', async () => {
    stripeCalls.fails = true;
    const { sub, token } = buyer();
    const { status, json } = await start(token, 'stripe_premium_pt3h');
    expect(status).toBe(503);
    expect(json.error.code).toBe('payment_unavailable');
    expect(json.error.message).toContain('nothing was charged');
    expect(await purchasesOf(sub)).toEqual([expect.objectContaining({ status: 'pending', sessionId: null })]);
  });

  it('POST /api/purchase/{type}/{ref}: a listed offer tag is kept on the purchase and in the session\'s metadata', async () => {
    const { sub, token } = buyer();
    const { status, json } = await call(routes.startPurchaseWithRef, { pathParameters: { type: 'stripe_premium_pt3h', ref: 'popup-premium_over' }, body: { locale: 'en' }, headers: LOOPBACK, token });
    expect(status).toBe(200);
    expect((await purchasesOf(sub))[0]).toMatchObject({ purchaseId: json.purchaseId, ref: 'popup-premium_over' });
    expect(stripeCalls.created[0]?.params.metadata).toEqual({ purchaseId: json.purchaseId, type: 'stripe_premium_pt3h', ref: 'popup-premium_over' });
  });

  it('POST /api/purchase/{type}/{ref}: a premium player may not buy through an offer either', async () => {
    const { sub, token } = buyer();
    await premiumUntil(sub, new Date(Date.now() + 3600_000));
    const { status, json } = await call(routes.startPurchaseWithRef, { pathParameters: { type: 'stripe_premium_pt3h', ref: 'shop' }, body: { locale: 'en' }, headers: LOOPBACK, token });
    expect(status).toBe(409);
    expect(json.error.code).toBe('already_premium');
    expect(await purchasesOf(sub)).toHaveLength(0);
  });
});

describe('reading and cancelling a purchase (docs/premium.md "Checkout outcomes")', () => {
  async function started() {
    const player = buyer();
    const { json } = await start(player.token, 'stripe_premium_pt3h');
    return { ...player, purchaseId: json.purchaseId as string };
  }
  const cancel = (token: string | undefined, purchase: string) => call(routes.cancelPurchase, { pathParameters: { purchase }, ...(token ? { token } : {}) });

  it('GET /api/purchases/{id} answers the buyer\'s own purchase; another player\'s is 404, anonymous 401', async () => {
    const { token, purchaseId } = await started();
    const own = await call(routes.getPurchase, { pathParameters: { purchase: purchaseId }, token });
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ purchaseId, status: 'pending', amount: 199, currency: 'eur', premiumUntil: null });
    expect((await call(routes.getPurchase, { pathParameters: { purchase: purchaseId }, token: buyer().token })).status).toBe(404);
    expect((await call(routes.getPurchase, { pathParameters: { purchase: purchaseId } })).status).toBe(401);
  });

  it('the buyer cancels a pending purchase: cancelled, and its checkout session expired at Stripe', async () => {
    const { token, purchaseId } = await started();
    const { status, json } = await cancel(token, purchaseId);
    expect(status).toBe(200);
    expect(json).toMatchObject({ purchaseId, status: 'cancelled' });
    expect(stripeCalls.expired).toEqual([`cs_${purchaseId}`]);
  });

  it('a cancel twice is answered as it stands, and expires nothing more', async () => {
    const { token, purchaseId } = await started();
    await cancel(token, purchaseId);
    const again = await cancel(token, purchaseId);
    expect(again.json.status).toBe('cancelled');
    expect(stripeCalls.expired).toHaveLength(1);
  });

  it('another player\'s purchase is 404 and stays pending; anonymous is 401', async () => {
    const { sub, purchaseId } = await started();
    expect((await cancel(buyer().token, purchaseId)).status).toBe(404);
    expect((await cancel(undefined, purchaseId)).status).toBe(401);
    expect((await purchasesOf(sub))[0]).toMatchObject({ status: 'pending' });
    expect(stripeCalls.expired).toHaveLength(0);
  });

  it('a paid purchase is left as it is: money taken always counts', async () => {
    const { sub, token, purchaseId } = await started();
    const [purchase] = await purchasesOf(sub);
    await db.send(new PutCommand({ TableName: tableName, Item: { ...purchase, status: 'applied', version: Number(purchase!.version) + 1 } }));
    const { status, json } = await cancel(token, purchaseId);
    expect(status).toBe(200);
    expect(json.status).toBe('applied');
    expect(stripeCalls.expired).toHaveLength(0);
  });
});
