import { randomBytes, randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { checkoutPage } from './checkout-page';

/**
 * A stand-in for Stripe when `npm start` has no Stripe key (docs/premium.md "Locally"): the part of
 * Stripe's API the functions call (creating a Checkout Session, expiring one), a checkout page to pay,
 * pay with a delayed method, be declined (payment_intent.payment_failed; the page stays, as Stripe's
 * does, to try again) or cancel, and webhook events signed with the stripe package's own signing,
 * posted to the app's webhook like Stripe's (checkout.session.expired when a session is expired).
 * On 127.0.0.1 only.
 */

export interface SimulatedSession {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string;
  locale: string;
  productName: string;
  /** The last card declined on the checkout page (its page says so). */
  declined?: boolean;
  /** payment_intent_data[metadata]: what the payment intent's events carry (the purchase's id). */
  paymentIntentMetadata: Record<string, string>;
}

export type CheckoutAction = 'pay' | 'delayed' | 'decline' | 'cancel';

export interface StripeSimulatorOptions {
  /** Where the app's webhook listens (known once the app's server is up). */
  webhookUrl: () => string;
  /** How long a delayed payment takes before it succeeds. */
  delayedPaymentMs?: number;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Stripe's error shape, so that the SDK raises what it would raise against Stripe. */
const stripeError = (res: ServerResponse, status: number, message: string) =>
  json(res, status, { error: { type: 'invalid_request_error', message } });

export async function startStripeSimulator(options: StripeSimulatorOptions) {
  const secretKey = `sk_test_local_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_local_${randomBytes(16).toString('hex')}`;
  const sessions = new Map<string, SimulatedSession>();
  const byIdempotencyKey = new Map<string, string>();
  const timers = new Set<NodeJS.Timeout>();
  let origin = '';

  /** Posts one event, signed as Stripe signs it, to the app's webhook. */
  async function send(type: string, object: unknown): Promise<number> {
    const payload = JSON.stringify({
      id: `evt_local_${randomUUID().replace(/-/g, '')}`, object: 'event', type, api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000), livemode: false, data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const res = await fetch(options.webhookUrl(), { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    return res.status;
  }

  const publicSession = ({ productName: _, declined: _d, paymentIntentMetadata: _m, ...session }: SimulatedSession) => session;

  function createSession(form: URLSearchParams, idempotencyKey: string | undefined): SimulatedSession | string {
    if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) return sessions.get(byIdempotencyKey.get(idempotencyKey)!)!;
    const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
    const currency = form.get('line_items[0][price_data][currency]') ?? '';
    const successUrl = form.get('success_url') ?? '';
    const cancelUrl = form.get('cancel_url') ?? '';
    if (form.get('mode') !== 'payment') return 'mode must be payment';
    if (!Number.isInteger(amount) || amount <= 0 || !/^[a-z]{3}$/.test(currency)) return 'a line item with a price is required';
    if (!successUrl || !cancelUrl) return 'success_url and cancel_url are required';
    const metadata: Record<string, string> = {};
    const paymentIntentMetadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const m = /^metadata\[(\w+)\]$/.exec(key);
      if (m?.[1]) metadata[m[1]] = value;
      const pi = /^payment_intent_data\[metadata\]\[(\w+)\]$/.exec(key);
      if (pi?.[1]) paymentIntentMetadata[pi[1]] = value;
    }
    const id = `cs_test_local_${randomBytes(12).toString('hex')}`;
    const session: SimulatedSession = {
      id, object: 'checkout.session', url: `${origin}/checkout/${id}`, amount_total: amount, currency,
      client_reference_id: form.get('client_reference_id'), metadata, payment_intent: null, payment_status: 'unpaid',
      status: 'open', success_url: successUrl, cancel_url: cancelUrl, locale: form.get('locale') ?? 'en',
      productName: form.get('line_items[0][price_data][product_data][name]') ?? '', paymentIntentMetadata,
    };
    sessions.set(id, session);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
    return session;
  }

  /** Checkout's payment intent, made at the first attempt and kept through a decline (as Stripe's). */
  const paymentIntentOf = (session: SimulatedSession) => (session.payment_intent ??= `pi_local_${randomBytes(10).toString('hex')}`);

  /** Ends an open session unpaid, as Stripe does after 24 hours or when asked: checkout.session.expired. */
  async function expire(session: SimulatedSession): Promise<void> {
    session.status = 'expired';
    await send('checkout.session.expired', { ...publicSession(session), payment_intent: null });
  }

  /** What each button of the checkout page does, as Stripe would (events first, then the redirect). */
  async function act(session: SimulatedSession, action: CheckoutAction): Promise<string> {
    const back = (url: string) => url.replace('{CHECKOUT_SESSION_ID}', session.id);
    if (action === 'cancel') return back(session.cancel_url);
    if (action === 'decline') {
      // Stripe's checkout says the card was declined and stays open for another try.
      session.declined = true;
      await send('payment_intent.payment_failed', {
        object: 'payment_intent', id: paymentIntentOf(session), metadata: session.paymentIntentMetadata,
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
      });
      return `${origin}/checkout/${session.id}`;
    }
    paymentIntentOf(session);
    session.declined = false;
    session.status = 'complete';
    if (action === 'pay') {
      session.payment_status = 'paid';
      await send('checkout.session.completed', publicSession(session));
    } else {
      await send('checkout.session.completed', publicSession(session));
      const timer = setTimeout(() => {
        timers.delete(timer);
        session.payment_status = 'paid';
        void send('checkout.session.async_payment_succeeded', publicSession(session)).catch(() => undefined);
      }, options.delayedPaymentMs ?? 2_000);
      timers.add(timer);
    }
    return back(session.success_url);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const fail = (error: unknown) => {
      if (!res.headersSent) stripeError(res, 500, error instanceof Error ? error.message : String(error));
    };
    (async () => {
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (req.headers.authorization !== `Bearer ${secretKey}`) return stripeError(res, 401, 'Invalid API Key provided');
        const created = createSession(new URLSearchParams(await readBody(req)), req.headers['idempotency-key'] as string | undefined);
        return typeof created === 'string' ? stripeError(res, 400, created) : json(res, 200, publicSession(created));
      }
      const expiring = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(url.pathname);
      if (req.method === 'POST' && expiring) {
        if (req.headers.authorization !== `Bearer ${secretKey}`) return stripeError(res, 401, 'Invalid API Key provided');
        const target = sessions.get(expiring[1] ?? '');
        if (!target) return stripeError(res, 404, `No such checkout.session: '${expiring[1]}'`);
        // Stripe's own refusal: only an open session can be expired.
        if (target.status !== 'open') return stripeError(res, 400, `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${target.status}".`);
        await expire(target);
        return json(res, 200, publicSession(target));
      }
      const page = /^\/checkout\/([\w]+)(?:\/(pay|delayed|decline|cancel))?$/.exec(url.pathname);
      const session = page?.[1] ? sessions.get(page[1]) : undefined;
      if (!page || !session) return res.writeHead(404, { 'content-type': 'text/plain' }).end('No such checkout session');
      if (req.method === 'GET' && !page[2]) {
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(checkoutPage(session));
      }
      if (req.method === 'POST' && page[2]) {
        if (session.status !== 'open') return res.writeHead(409, { 'content-type': 'text/plain' }).end('This checkout is over');
        const next = await act(session, page[2] as CheckoutAction);
        return res.writeHead(303, { location: next }).end();
      }
      res.writeHead(405, { 'content-type': 'text/plain' }).end('Method not allowed');
    })().catch(fail);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    secretKey,
    webhookSecret,
    /** Tests: a session as the functions created it (its metadata, price, return addresses). */
    session: (sessionId: string): Omit<SimulatedSession, 'productName' | 'declined' | 'paymentIntentMetadata'> | undefined => {
      const session = sessions.get(sessionId);
      return session && publicSession(session);
    },
    /** Tests: a session left open until Stripe expires it (24 hours in Stripe). */
    expire: (sessionId: string) => {
      const session = sessions.get(sessionId);
      if (session?.status !== 'open') throw new Error(`no open session ${sessionId}`);
      return expire(session);
    },
    /** Tests: a refund of a paid session, as Stripe would send it. */
    refund: (sessionId: string) => {
      const session = sessions.get(sessionId);
      if (!session?.payment_intent) throw new Error(`no paid session ${sessionId}`);
      return send('charge.refunded', { object: 'charge', id: `ch_local_${randomBytes(8).toString('hex')}`, payment_intent: session.payment_intent });
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StripeSimulator = Awaited<ReturnType<typeof startStripeSimulator>>;
