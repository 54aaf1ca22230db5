import type { PREMIUM_PACKS } from '../constants';

/**
 * A purchase of a premium pack and what each payment event does to it (docs/premium.md
 * "Purchases"). Pure: the webhook applies the outcome in one transaction with the event's id, so an
 * event delivered twice, or events out of order, leave `premiumUntil` exactly as paid.
 */

export type PurchaseType = (typeof PREMIUM_PACKS)[number];

/**
 * SPEC §3: pending, active, expired, applied, warning; and how a checkout that brought no money ended
 * (docs/premium.md "Checkout outcomes"): its card declined, cancelled by the player, or left until
 * Stripe expired it (`checkout_expired`: `expired` is a paid pack whose time has run out).
 */
export const PURCHASE_STATUSES = ['pending', 'active', 'applied', 'expired', 'warning', 'declined', 'cancelled', 'checkout_expired'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** What a pack adds to premium time: calendar months, or hours. */
export const PACK_DURATION: Record<PurchaseType, { months: number } | { hours: number }> = {
  stripe_premium_p3m: { months: 3 },
  stripe_premium_p1m: { months: 1 },
  stripe_premium_pt3h: { hours: 3 },
};

/** The end of a pack's time started at `from` (epoch ms): months by the calendar (UTC), hours exactly. */
export function packEnd(type: PurchaseType, from: number): number {
  const duration = PACK_DURATION[type];
  if ('hours' in duration) return from + duration.hours * 3600_000;
  const end = new Date(from);
  const day = end.getUTCDate();
  end.setUTCMonth(end.getUTCMonth() + duration.months, 1);
  // 31 January + 1 month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end.getTime();
}

/** A payment event of Stripe's, reduced to what the purchase needs. */
export type PaymentEvent =
  /** checkout.session.completed: `paid` false for a delayed method (the money comes later, or not). */
  | { kind: 'completed'; paid: boolean; amount: number; currency: string }
  /** checkout.session.async_payment_succeeded */
  | { kind: 'async_succeeded'; amount: number; currency: string }
  /** checkout.session.async_payment_failed */
  | { kind: 'async_failed' }
  /** charge.refunded, charge.dispute.created: the money goes back (or may). */
  | { kind: 'refunded' }
  | { kind: 'disputed' }
  /** payment_intent.payment_failed: a card declined in the checkout (the player may try again). */
  | { kind: 'declined' }
  /** checkout.session.expired: the checkout ended unpaid (Stripe's 24 hours, or at our request after a cancel). */
  | { kind: 'checkout_expired' }
  /** The player came back through the checkout's cancel link (POST /api/purchases/{id}/cancel). */
  | { kind: 'cancelled' };

export interface PurchaseFacts {
  status: PurchaseStatus;
  /** What the server priced the pack at when the checkout started (minor units, lowercase currency). */
  amount: number;
  currency: string;
}

export type PurchaseOutcome = {
  status: PurchaseStatus;
  /** Add the pack's time to premiumUntil (from max(now, premiumUntil)). */
  grant: boolean;
  /** Take back the time this purchase granted. */
  takeBack: boolean;
  /** Why a purchase needs a person's eye (warning). */
  reason?: 'amount_mismatch' | 'payment_failed' | 'refunded' | 'disputed';
};

const unchanged = (status: PurchaseStatus): PurchaseOutcome => ({ status, grant: false, takeBack: false });
/** Time is granted and not taken back exactly while a purchase is applied or expired. */
const granted = (status: PurchaseStatus) => status === 'applied' || status === 'expired';
/**
 * No money has come yet, and it still may: a checkout declined, cancelled or expired may still be paid
 * (a second card, a payment a second before the cancel); money taken always counts
 * (docs/premium.md "Checkout outcomes").
 */
const awaitingMoney = (status: PurchaseStatus) => status !== 'applied' && status !== 'expired' && status !== 'warning';

/**
 * The state machine (docs/premium.md "Purchase statuses"):
 * - pending → active: the checkout completed with a delayed method (no money yet);
 * - pending | active → applied: paid (completed and paid, or the delayed payment succeeded), time granted;
 * - pending | active → warning: the delayed payment failed, the amount paid is not the price, or a
 *   refund or dispute came before the payment (nothing granted, and nothing will be);
 * - applied | expired → warning: refunded or disputed, the granted time taken back;
 * - applied → expired: the scheduled expiry, once its time has run out (not an event of Stripe's);
 * - pending → declined: a card declined in the checkout; pending | declined → cancelled: the player
 *   cancelled; pending → checkout_expired: the checkout expired unpaid (a declined or cancelled one keeps
 *   what it says); a payment after any of them still applies (awaitingMoney);
 * - anything else leaves the purchase as it is (a late or repeated event changes nothing).
 */
export function applyPaymentEvent(purchase: PurchaseFacts, event: PaymentEvent): PurchaseOutcome {
  const { status } = purchase;
  switch (event.kind) {
    case 'completed':
    case 'async_succeeded': {
      if (!awaitingMoney(status)) return unchanged(status);
      if (event.kind === 'completed' && !event.paid) return unchanged('active');
      if (event.amount !== purchase.amount || event.currency.toLowerCase() !== purchase.currency.toLowerCase()) {
        return { status: 'warning', grant: false, takeBack: false, reason: 'amount_mismatch' };
      }
      return { status: 'applied', grant: true, takeBack: false };
    }
    case 'async_failed':
      return awaitingMoney(status) ? { status: 'warning', grant: false, takeBack: false, reason: 'payment_failed' } : unchanged(status);
    case 'refunded':
    case 'disputed':
      if (status === 'warning') return unchanged(status);
      return { status: 'warning', grant: false, takeBack: granted(status), reason: event.kind };
    case 'declined':
      return unchanged(status === 'pending' ? 'declined' : status);
    case 'cancelled':
      return unchanged(status === 'pending' || status === 'declined' ? 'cancelled' : status);
    case 'checkout_expired':
      return unchanged(status === 'pending' ? 'checkout_expired' : status);
  }
}
