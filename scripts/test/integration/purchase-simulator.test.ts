import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASE_REF_TAGS } from '@quiz/shared';
import { startRuntime } from '../../src/local/runtime';

/**
 * Buying through `npm start` with no Stripe key (docs/premium.md "Locally"): the functions create a
 * checkout session on the simulator, its page pays or declines, and its signed events reach the same
 * webhook handler, which grants premium exactly as paid.
 */
type Runtime = Awaited<ReturnType<typeof startRuntime>>;
let runtime: Runtime;
const savedKey = process.env.STRIPE_SECRET_KEY;

beforeAll(async () => {
  delete process.env.STRIPE_SECRET_KEY;
  runtime = await startRuntime({ port: 0, web: 'none', persist: false, fresh: false });
}, 120_000);

afterAll(async () => {
  await runtime?.stop();
  if (savedKey) process.env.STRIPE_SECRET_KEY = savedKey;
});

async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${runtime.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as any };
}

/** Presses one of the checkout page's buttons; answers where the simulator sends the browser. */
async function checkout(url: string, action: 'pay' | 'delayed' | 'decline' | 'cancel'): Promise<URL> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const res = await fetch(`${url}/${action}`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

/** A new player each time (the stand-in derives a player from their name). */
const player = async () => (await runtime.mintTokens({ name: `Buyer ${randomUUID().slice(0, 8)}` })).access_token;
const PREMIUM_QUIZ = 4;

describe('a purchase through the local Stripe simulator', () => {
  it('starts a checkout for a signed-in player, pays, and the webhook grants the 3-hour pack: the premium quiz opens', async () => {
    const token = await player();
    expect((await api('/api/plays', { method: 'POST', token, body: { gameId: PREMIUM_QUIZ } })).status).toBe(403);
    const started = await api('/api/purchase/stripe_premium_pt3h', { method: 'POST', token, body: { locale: 'en', returnTo: '/quiz/en/a-teenagers-bedroom' } });
    expect(started.status).toBe(200);
    expect(started.json.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/cs_test_local_/);
    const before = Date.now();
    const back = await checkout(started.json.url, 'pay');
    expect(back.pathname).toBe('/purchase_status_success');
    expect(back.searchParams.get('purchase')).toBe(started.json.purchaseId);
    expect(back.searchParams.get('to')).toBe('/quiz/en/a-teenagers-bedroom');
    // SPEC §3 purchase conversion data, for the success page's measurement.
    expect(JSON.parse(back.searchParams.get('csp')!)).toEqual({
      value: 1.99, currency: 'eur', amount: 199, sku: 'stripe_premium_pt3h', priceId: 'stripe_premium_pt3h_eur', price: 1.99,
      quantity: 1, type: 'stripe_premium_pt3h', email: null, purchaseId: started.json.purchaseId,
    });
    const purchase = await api(`/api/purchases/${started.json.purchaseId}`, { token });
    expect(purchase.json).toMatchObject({ status: 'applied', type: 'stripe_premium_pt3h', amount: 199, currency: 'eur' });
    const until = Date.parse(purchase.json.premiumUntil);
    expect(until - before).toBeGreaterThanOrEqual(3 * 3600_000 - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(3 * 3600_000);
    expect((await api('/api/plays', { method: 'POST', token, body: { gameId: PREMIUM_QUIZ } })).status).toBe(200);
    // SPEC §5: a premium player cannot buy again.
    const again = await api('/api/purchase/stripe_premium_p1m', { method: 'POST', token, body: { locale: 'en' } });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('already_premium');
  });

  it('prices the pack in the visitor\'s currency, from the server only', async () => {
    const res = await fetch(`${runtime.url}/api/products`, { headers: { 'cloudfront-viewer-country': 'GB' } });
    const body = (await res.json()) as { currency: string; packs: { type: string; amount: number; currency: string }[] };
    expect(body.currency).toBe('gbp');
    expect(body.packs.map((p) => p.type)).toEqual(['stripe_premium_p3m', 'stripe_premium_p1m', 'stripe_premium_pt3h']);
    expect(body.packs.every((p) => p.currency === 'gbp' && p.amount > 0)).toBe(true);
  });

  it('grants a delayed payment only once it succeeds', async () => {
    const token = await player();
    const started = await api('/api/purchase/stripe_premium_p1m', { method: 'POST', token, body: { locale: 'fr' } });
    await checkout(started.json.url, 'delayed');
    expect((await api(`/api/purchases/${started.json.purchaseId}`, { token })).json).toMatchObject({ status: 'active', premiumUntil: null });
    await expect.poll(async () => (await api(`/api/purchases/${started.json.purchaseId}`, { token })).json.status, { timeout: 10_000 }).toBe('applied');
  });

  it('checkout outcomes: a declined card stays on the checkout (declined), a cancel comes back to the cancelled page (cancelled), nothing granted', async () => {
    const token = await player();
    const declined = await api('/api/purchase/stripe_premium_p3m', { method: 'POST', token, body: { locale: 'en' } });
    const stay = await checkout(declined.json.url, 'decline');
    expect(stay.href).toBe(declined.json.url);
    expect(await (await fetch(stay)).text()).toContain('Your card was declined');
    expect((await api(`/api/purchases/${declined.json.purchaseId}`, { token })).json).toMatchObject({ status: 'declined', premiumUntil: null });

    const cancelled = await api('/api/purchase/stripe_premium_p3m', { method: 'POST', token, body: { locale: 'en' } });
    const back = await checkout(cancelled.json.url, 'cancel');
    expect(back.pathname).toBe('/purchase_status_cancelled');
    expect(back.searchParams.get('purchase')).toBe(cancelled.json.purchaseId);
    expect(back.searchParams.has('csp')).toBe(false);
    // The cancelled page records it: cancelled, and the checkout expired at Stripe (it cannot be paid later).
    const answer = await api(`/api/purchases/${cancelled.json.purchaseId}/cancel`, { method: 'POST', token });
    expect(answer).toMatchObject({ status: 200, json: { status: 'cancelled', premiumUntil: null } });
    const sessionId = new URL(cancelled.json.url).pathname.split('/').pop()!;
    expect(runtime.stripeSimulator!.session(sessionId)?.status).toBe('expired');
    expect((await fetch(`${cancelled.json.url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(409);
    // Stripe's checkout.session.expired that followed kept it cancelled; a second cancel changes nothing.
    expect((await api(`/api/purchases/${cancelled.json.purchaseId}/cancel`, { method: 'POST', token })).json.status).toBe('cancelled');
  });

  it('checkout outcomes: a checkout left open until Stripe expires it says checkout_expired', async () => {
    const token = await player();
    const started = await api('/api/purchase/stripe_premium_pt3h', { method: 'POST', token, body: { locale: 'fr' } });
    await runtime.stripeSimulator!.expire(new URL(started.json.url).pathname.split('/').pop()!);
    expect((await api(`/api/purchases/${started.json.purchaseId}`, { token })).json.status).toBe('checkout_expired');
  });

  it('checkout outcomes: a cancel cannot touch a paid purchase, nor another player\'s (404), nor come anonymous (401)', async () => {
    const token = await player();
    const paid = await api('/api/purchase/stripe_premium_pt3h', { method: 'POST', token, body: { locale: 'en' } });
    await checkout(paid.json.url, 'pay');
    expect((await api(`/api/purchases/${paid.json.purchaseId}/cancel`, { method: 'POST', token })).json.status).toBe('applied');
    const other = await api('/api/purchase/stripe_premium_pt3h', { method: 'POST', token: await player(), body: { locale: 'en' } });
    expect((await api(`/api/purchases/${other.json.purchaseId}/cancel`, { method: 'POST', token })).status).toBe(404);
    expect((await api(`/api/purchases/${other.json.purchaseId}/cancel`, { method: 'POST' })).status).toBe(401);
  });

  it('refuses an anonymous buyer (401), a return path to another site (400), and shows a purchase to its buyer only (404)', async () => {
    expect((await api('/api/purchase/stripe_premium_pt3h', { method: 'POST', body: { locale: 'en' } })).status).toBe(401);
    const token = await player();
    const offsite = await api('/api/purchase/stripe_premium_pt3h', { method: 'POST', token, body: { locale: 'en', returnTo: '//evil.example/x' } });
    expect(offsite.status).toBe(400);
    const started = await api('/api/purchase/stripe_premium_pt3h', { method: 'POST', token, body: { locale: 'en' } });
    expect((await api(`/api/purchases/${started.json.purchaseId}`, { token: await player() })).status).toBe(404);
    expect((await api('/api/purchases/not-a-purchase', { token })).status).toBe(404);
  });

  it('names the offer a purchase was started from (/api/purchase/{type}/{ref}) in Stripe\'s metadata, and refuses a ref that is not a tag', async () => {
    expect((await api('/api/purchase/stripe_premium_pt3h/specialpack', { method: 'POST', body: { locale: 'en' } })).status).toBe(401);
    const token = await player();
    const started = await api('/api/purchase/stripe_premium_pt3h/specialpack', { method: 'POST', token, body: { locale: 'fr' } });
    expect(started.status).toBe(200);
    const sessionId = new URL(started.json.url).pathname.split('/').pop()!;
    expect(runtime.stripeSimulator!.session(sessionId)?.metadata).toEqual({ purchaseId: started.json.purchaseId, type: 'stripe_premium_pt3h', ref: 'specialpack' });
    expect(runtime.stripeSimulator!.session(sessionId)?.locale).toBe('fr');
    const tagless = await api(`/api/purchase/stripe_premium_pt3h/${encodeURIComponent('<script>')}`, { method: 'POST', token, body: { locale: 'en' } });
    expect(tagless.status).toBe(400);
    expect((await api('/api/purchase/stripe_premium_pt3h/Special%20Pack', { method: 'POST', token, body: { locale: 'en' } })).status).toBe(400);
  });

  it('docs/premium.md "Buying": takes each listed tag, and refuses any other (a number, a UUID) with a 400 naming the tags', async () => {
    for (const ref of [...PURCHASE_REF_TAGS, 'product-1', 'popup-paid_over_click']) {
      const started = await api(`/api/purchase/stripe_premium_pt3h/${ref}`, { method: 'POST', token: await player(), body: { locale: 'en' } });
      expect(started.status, ref).toBe(200);
    }
    const token = await player();
    for (const ref of ['0', '99999', randomUUID()]) {
      const refused = await api(`/api/purchase/stripe_premium_pt3h/${ref}`, { method: 'POST', token, body: { locale: 'en' } });
      expect(refused.status, ref).toBe(400);
      expect(refused.json.error.code).toBe('validation_failed');
      expect(refused.json.error.message).toContain('one of the offer tags');
    }
  });

  it('lets one player start 5 checkouts a minute, then answers 429 with Retry-After (a script cannot make sessions by the thousand)', async () => {
    const token = await player();
    // Counted per calendar minute: the first refusal comes after 5 starts, or after 5 more if the
    // minute turned meanwhile; never later than the 11th.
    let started = 0;
    let refused: Response | null = null;
    for (let i = 0; i < 11 && !refused; i++) {
      const res = await fetch(`${runtime.url}/api/purchase/stripe_premium_pt3h`, {
        method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{"locale":"en"}',
      });
      if (res.status === 200) started++;
      else refused = res;
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect([5, 10]).toContain(started);
  });

  it('a refund sent by the simulator takes the premium back', async () => {
    const token = await player();
    const started = await api('/api/purchase/stripe_premium_pt3h', { method: 'POST', token, body: { locale: 'en' } });
    await checkout(started.json.url, 'pay');
    const sessionId = new URL(started.json.url).pathname.split('/').pop()!;
    expect(await runtime.stripeSimulator!.refund(sessionId)).toBe(200);
    const after = (await api(`/api/purchases/${started.json.purchaseId}`, { token })).json;
    expect(after.status).toBe('warning');
    expect(Date.parse(after.premiumUntil)).toBeLessThanOrEqual(Date.now());
  });
});
