import { describe, expect, it } from 'vitest';
import { applyPaymentEvent, packEnd, PURCHASE_STATUSES, type PaymentEvent, type PurchaseStatus } from '../src/premium/purchases';

const price = { amount: 499, currency: 'eur' };
const paid: PaymentEvent = { kind: 'completed', paid: true, ...price };
const delayed: PaymentEvent = { kind: 'completed', paid: false, ...price };
const succeeded: PaymentEvent = { kind: 'async_succeeded', ...price };
const at = (status: PurchaseStatus) => ({ status, ...price });

describe('pack durations (SPEC §9: 3 months, 1 month, 3 hours)', () => {
  const from = Date.parse('2026-01-31T10:00:00Z');
  it('adds 3 hours exactly', () => {
    expect(new Date(packEnd('stripe_premium_pt3h', from)).toISOString()).toBe('2026-01-31T13:00:00.000Z');
  });
  it('adds calendar months, ending on the last day of a shorter month', () => {
    expect(new Date(packEnd('stripe_premium_p1m', from)).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(new Date(packEnd('stripe_premium_p3m', from)).toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(new Date(packEnd('stripe_premium_p1m', Date.parse('2026-11-25T08:30:00Z'))).toISOString()).toBe('2026-12-25T08:30:00.000Z');
  });
});

describe('purchase statuses (docs/premium.md "Purchase statuses", SPEC §3 pending, active, expired, applied, warning)', () => {
  it('knows the five statuses of SPEC §3 and the three ends of a checkout without money', () => {
    expect([...PURCHASE_STATUSES].sort()).toEqual(['active', 'applied', 'cancelled', 'checkout_expired', 'declined', 'expired', 'pending', 'warning']);
  });

  it('pending → applied when the checkout completes paid: the time is granted', () => {
    expect(applyPaymentEvent(at('pending'), paid)).toEqual({ status: 'applied', grant: true, takeBack: false });
  });

  it('pending → active when the checkout completes with a delayed method: nothing granted yet', () => {
    expect(applyPaymentEvent(at('pending'), delayed)).toEqual({ status: 'active', grant: false, takeBack: false });
  });

  it('active → applied when the delayed payment succeeds, and pending → applied if that event comes first', () => {
    expect(applyPaymentEvent(at('active'), succeeded)).toEqual({ status: 'applied', grant: true, takeBack: false });
    expect(applyPaymentEvent(at('pending'), succeeded)).toEqual({ status: 'applied', grant: true, takeBack: false });
  });

  it('active → warning when the delayed payment fails', () => {
    expect(applyPaymentEvent(at('active'), { kind: 'async_failed' })).toEqual({ status: 'warning', grant: false, takeBack: false, reason: 'payment_failed' });
  });

  it('→ warning, nothing granted, when the amount or currency paid is not the price', () => {
    expect(applyPaymentEvent(at('pending'), { ...paid, amount: 1 })).toMatchObject({ status: 'warning', grant: false, reason: 'amount_mismatch' });
    expect(applyPaymentEvent(at('active'), { ...succeeded, currency: 'usd' })).toMatchObject({ status: 'warning', grant: false, reason: 'amount_mismatch' });
  });

  it('applied | expired → warning on a refund or a dispute, the granted time taken back', () => {
    for (const status of ['applied', 'expired'] as const) {
      expect(applyPaymentEvent(at(status), { kind: 'refunded' })).toEqual({ status: 'warning', grant: false, takeBack: true, reason: 'refunded' });
      expect(applyPaymentEvent(at(status), { kind: 'disputed' })).toEqual({ status: 'warning', grant: false, takeBack: true, reason: 'disputed' });
    }
  });

  it('pending | active → warning on a refund before the payment: nothing to take back, and nothing granted later', () => {
    const refunded = applyPaymentEvent(at('active'), { kind: 'refunded' });
    expect(refunded).toEqual({ status: 'warning', grant: false, takeBack: false, reason: 'refunded' });
    expect(applyPaymentEvent(at(refunded.status), paid)).toEqual({ status: 'warning', grant: false, takeBack: false });
  });

  it('changes nothing on a late or repeated event: never two grants, never two take-backs', () => {
    expect(applyPaymentEvent(at('applied'), paid)).toEqual({ status: 'applied', grant: false, takeBack: false });
    expect(applyPaymentEvent(at('applied'), succeeded)).toEqual({ status: 'applied', grant: false, takeBack: false });
    expect(applyPaymentEvent(at('applied'), delayed)).toEqual({ status: 'applied', grant: false, takeBack: false });
    expect(applyPaymentEvent(at('applied'), { kind: 'async_failed' })).toEqual({ status: 'applied', grant: false, takeBack: false });
    expect(applyPaymentEvent(at('warning'), { kind: 'refunded' })).toEqual({ status: 'warning', grant: false, takeBack: false });
    expect(applyPaymentEvent(at('warning'), { kind: 'disputed' })).toEqual({ status: 'warning', grant: false, takeBack: false });
    expect(applyPaymentEvent(at('expired'), paid)).toEqual({ status: 'expired', grant: false, takeBack: false });
  });
});

describe('checkout outcomes (docs/premium.md "Checkout outcomes"): a checkout without money leaves pending', () => {
  const none = (status: PurchaseStatus) => ({ status, grant: false, takeBack: false });

  it('pending → declined on a declined card; pending | declined → cancelled on the player\'s cancel', () => {
    expect(applyPaymentEvent(at('pending'), { kind: 'declined' })).toEqual(none('declined'));
    expect(applyPaymentEvent(at('pending'), { kind: 'cancelled' })).toEqual(none('cancelled'));
    expect(applyPaymentEvent(at('declined'), { kind: 'cancelled' })).toEqual(none('cancelled'));
  });

  it('pending → checkout_expired when Stripe expires the checkout; a declined or cancelled one keeps what it says', () => {
    expect(applyPaymentEvent(at('pending'), { kind: 'checkout_expired' })).toEqual(none('checkout_expired'));
    expect(applyPaymentEvent(at('declined'), { kind: 'checkout_expired' })).toEqual(none('declined'));
    expect(applyPaymentEvent(at('cancelled'), { kind: 'checkout_expired' })).toEqual(none('cancelled'));
  });

  it('never moves money: a cancel, a decline or an expiry after a payment changes nothing', () => {
    for (const status of ['active', 'applied', 'expired', 'warning'] as const) {
      for (const kind of ['declined', 'cancelled', 'checkout_expired'] as const) {
        expect(applyPaymentEvent(at(status), { kind }), `${status} ${kind}`).toEqual(none(status));
      }
    }
  });

  it('a payment after a decline, a cancel or an expiry still applies once (money taken always counts)', () => {
    for (const status of ['declined', 'cancelled', 'checkout_expired'] as const) {
      expect(applyPaymentEvent(at(status), paid), status).toEqual({ status: 'applied', grant: true, takeBack: false });
      expect(applyPaymentEvent(at(status), delayed), status).toEqual(none('active'));
    }
  });
});
