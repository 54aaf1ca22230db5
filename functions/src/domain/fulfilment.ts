import { applyPaymentEvent, packEnd, type PaymentEvent } from '@quiz/shared';
import type Stripe from 'stripe';
import { getPayment, getPurchase, writeStripeEvent, type EventWrite, type PaymentItem, type PurchaseItem } from '../data/purchases';
import { getUserProfile } from '../data/users';
import { ServiceUnavailableError } from '../lib/errors';
import { logger } from '../lib/logger';
import { countProductMetric } from '../lib/metrics';

/**
 * Fulfilment (docs/premium.md "Fulfilment"): a verified Stripe event applied to its purchase and its
 * player's premium exactly once. The webhook never trusts the page: only a signed event moves money
 * into premium time, and only for the amount the server priced.
 */

/** What an event says, for the purchase it names. */
type Reading =
  | { target: 'checkout'; purchaseId: string | null; paymentIntentId: string | null; event: PaymentEvent }
  | { target: 'payment'; paymentIntentId: string; event: PaymentEvent & { kind: 'refunded' | 'disputed' } }
  | { target: 'none' };

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function readEvent(event: Stripe.Event): Reading {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      const purchaseId = session.client_reference_id ?? session.metadata?.purchaseId ?? null;
      const paymentIntentId = idOf(session.payment_intent);
      const money = { amount: session.amount_total ?? 0, currency: session.currency ?? '' };
      const reading: PaymentEvent =
        event.type === 'checkout.session.completed'
          ? { kind: 'completed', paid: session.payment_status === 'paid', ...money }
          : event.type === 'checkout.session.async_payment_succeeded'
            ? { kind: 'async_succeeded', ...money }
            : { kind: 'async_failed' };
      return { target: 'checkout', purchaseId, paymentIntentId, event: reading };
    }
    // The checkout ended unpaid (docs/premium.md "Checkout outcomes"): pending → checkout_expired, nothing moves.
    case 'checkout.session.expired': {
      const session = event.data.object;
      const purchaseId = session.client_reference_id ?? session.metadata?.purchaseId ?? null;
      return { target: 'checkout', purchaseId, paymentIntentId: null, event: { kind: 'checkout_expired' } };
    }
    // A card declined in the checkout (the player may try another): pending → declined. The payment
    // intent names its purchase in its metadata (payment_intent_data at the checkout's creation); it is
    // not recorded on the purchase: only a payment's completion does that.
    case 'payment_intent.payment_failed': {
      const purchaseId = event.data.object.metadata?.purchaseId ?? null;
      return { target: 'checkout', purchaseId, paymentIntentId: null, event: { kind: 'declined' } };
    }
    case 'charge.refunded': {
      const paymentIntentId = idOf(event.data.object.payment_intent);
      return paymentIntentId ? { target: 'payment', paymentIntentId, event: { kind: 'refunded' } } : { target: 'none' };
    }
    case 'charge.dispute.created': {
      const paymentIntentId = idOf(event.data.object.payment_intent);
      return paymentIntentId ? { target: 'payment', paymentIntentId, event: { kind: 'disputed' } } : { target: 'none' };
    }
    default:
      return { target: 'none' };
  }
}

/**
 * applied: the purchase moved (and premium with it); unchanged: a late event of a purchase that has
 * moved past it; warning: something for a person to look at; ignored: an event type we do not use.
 */
export type FulfilmentResult = 'applied' | 'unchanged' | 'duplicate' | 'ignored' | 'warning';

const MAX_ATTEMPTS = 8;

/** Applies a verified event once; a second delivery of the same event id answers 'duplicate'. */
export async function fulfil(event: Stripe.Event, now = Date.now()): Promise<FulfilmentResult> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const write = await planWrite(event, now);
    const written = await writeStripeEvent(write);
    if (written === 'duplicate') return 'duplicate';
    if (written === 'written') {
      if (write.result === 'warning') logger.warn('stripe event needs a look', { eventId: event.id, outcome: write.outcome });
      if (write.granted) countProductMetric('PurchasesFulfilled');
      return write.result;
    }
    // The purchase, the profile or the payment changed meanwhile (another event, a second purchase): read again.
  }
  // Only a table too busy to settle gets here: a 503 that Stripe retries later, never a 500.
  throw new ServiceUnavailableError(30, 'service_unavailable', `stripe event ${event.id}: the purchase kept changing, try again`);
}

/** `granted`: this write gives premium (a purchase fulfilled), counted once it is written. */
type PlannedWrite = EventWrite & { result: Exclude<FulfilmentResult, 'duplicate'>; granted?: true };

const base = (event: Stripe.Event, now: number, result: PlannedWrite['result'], outcome: string): PlannedWrite => ({
  eventId: event.id, eventType: event.type, now, outcome, result,
});

async function planWrite(event: Stripe.Event, now: number): Promise<PlannedWrite> {
  const reading = readEvent(event);
  if (reading.target === 'none') return base(event, now, 'ignored', 'ignored');

  let purchaseId: string | null;
  let payment: PaymentItem | undefined;
  if (reading.target === 'payment') {
    payment = await getPayment(reading.paymentIntentId);
    purchaseId = payment?.purchaseId ?? null;
    if (!purchaseId) {
      // A refund or dispute before its payment is known: kept on the payment intent, applied when
      // the checkout's event names it (so nothing is granted then).
      const item: PaymentItem = { purchaseId: null, earlyEvents: [...(payment?.earlyEvents ?? []), reading.event.kind] };
      return { ...base(event, now, 'warning', `early ${reading.event.kind}`), payment: { paymentIntentId: reading.paymentIntentId, item, expectedItem: payment } };
    }
  } else {
    purchaseId = reading.purchaseId;
  }

  const purchase = purchaseId ? await getPurchase(purchaseId) : undefined;
  if (!purchase) return base(event, now, 'warning', 'unknown purchase');
  const recorded = (result: PlannedWrite['result'], outcome: string): PlannedWrite => ({
    ...base(event, now, result, outcome), purchase: { next: { ...purchase, version: purchase.version + 1 }, expectedVersion: purchase.version },
  });

  // The payment intent this purchase is paid by: the one it already holds, else the event's. An event
  // naming another one (a second payment for one purchase) is judged, never applied: money stays exact
  // and a person looks at it (docs/premium.md "Fulfilment").
  const paymentIntentId = purchase.paymentIntentId ?? (reading.target === 'checkout' ? reading.paymentIntentId : null);
  if (reading.target === 'checkout' && reading.paymentIntentId && paymentIntentId !== reading.paymentIntentId) {
    return recorded('warning', `conflicting payment intent ${reading.paymentIntentId} (the purchase's: ${paymentIntentId})`);
  }
  if (reading.target === 'checkout') payment = paymentIntentId ? await getPayment(paymentIntentId) : undefined;
  if (payment?.purchaseId && payment.purchaseId !== purchase.purchaseId) {
    return recorded('warning', `payment intent ${paymentIntentId} already paid purchase ${payment.purchaseId}`);
  }

  // Events waiting on this payment come first: a refund seen before the payment forbids the grant.
  let facts = { status: purchase.status, amount: purchase.amount, currency: purchase.currency };
  let reason = purchase.reason;
  let takeBack = false;
  const early = reading.target === 'checkout' && payment && payment.purchaseId === null ? payment.earlyEvents : [];
  for (const kind of early) {
    const outcome = applyPaymentEvent(facts, { kind });
    facts = { ...facts, status: outcome.status };
    reason = outcome.reason ?? reason;
    takeBack ||= outcome.takeBack;
  }
  const outcome = applyPaymentEvent(facts, reading.event);
  const grant = outcome.grant;
  takeBack ||= outcome.takeBack;
  reason = outcome.reason ?? reason;

  const next: PurchaseItem = { ...purchase, status: outcome.status, reason, paymentIntentId, version: purchase.version + 1 };
  const moved = next.status !== purchase.status || grant || takeBack;
  const result = !moved ? 'unchanged' : next.status === 'warning' ? 'warning' : 'applied';
  const write: PlannedWrite = {
    ...base(event, now, result, `${purchase.status} -> ${next.status}${reason ? ` (${reason})` : ''}`),
    purchase: { next, expectedVersion: purchase.version },
  };

  if (grant || takeBack) {
    const profile = await getUserProfile(purchase.sub);
    if (!profile) return base(event, now, 'warning', 'no profile');
    const until = profile.premiumUntil ? Date.parse(profile.premiumUntil) : null;
    if (grant) {
      const from = Math.max(now, until ?? now);
      const end = packEnd(purchase.type, from);
      next.grantedSeconds = Math.round((end - from) / 1000);
      next.grantedUntil = new Date(end).toISOString();
      write.granted = true;
      write.profile = {
        sub: purchase.sub, premiumUntil: next.grantedUntil, premiumDuration: profile.premiumDuration + next.grantedSeconds,
        expectedVersion: profile.version,
      };
    } else {
      const back = (until ?? now) - purchase.grantedSeconds * 1000;
      write.profile = {
        sub: purchase.sub, premiumUntil: new Date(back).toISOString(),
        premiumDuration: Math.max(0, profile.premiumDuration - purchase.grantedSeconds), expectedVersion: profile.version,
      };
    }
  }

  // The payment intent now names its purchase, so that a later refund or dispute finds it.
  if (paymentIntentId && (!payment || payment.purchaseId === null)) {
    write.payment = { paymentIntentId, item: { purchaseId: purchase.purchaseId, earlyEvents: payment?.earlyEvents ?? [] }, expectedItem: payment };
  }
  return write;
}
