import { applyPaymentEvent, type PurchaseResponse } from '@quiz/shared';
import { getPurchase, recordPurchaseCancel } from '../data/purchases';
import type { Caller } from '../lib/auth';
import { NotFoundError, ServiceUnavailableError } from '../lib/errors';
import { logger } from '../lib/logger';
import { stripe } from '../lib/stripe';
import { purchaseOf } from './purchase-lookup';

const MAX_ATTEMPTS = 5;

/**
 * POST /api/purchases/{id}/cancel (docs/premium.md "Checkout outcomes"): the player came back through
 * the checkout's cancel link. Their own purchase, still without money (pending or declined), becomes
 * `cancelled`; then its checkout session is expired at Stripe, so that it cannot be paid later from a
 * tab left open (Stripe's checkout.session.expired that follows keeps `cancelled`). Anything else
 * (already paid, a delayed payment under way, cancelled twice) is left as it is and answered as it
 * stands: money taken always counts, and a payment that wins the race still applies (the state machine).
 */
export async function cancelPurchase(purchaseId: string, caller: Extract<Caller, { kind: 'user' }>, now = new Date()): Promise<PurchaseResponse> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const purchase = /^[0-9a-f-]{36}$/.test(purchaseId) ? await getPurchase(purchaseId) : undefined;
    if (!purchase || purchase.sub !== caller.sub) throw new NotFoundError('Purchase');
    const { status } = applyPaymentEvent(purchase, { kind: 'cancelled' });
    if (status === purchase.status) return purchaseOf(purchaseId, caller);
    const next = { ...purchase, status, version: purchase.version + 1 };
    if (await recordPurchaseCancel(next, purchase.version, `${purchase.status} -> ${status} (the player cancelled)`, now)) {
      await expireCheckout(purchase.sessionId, purchaseId);
      return purchaseOf(purchaseId, caller);
    }
    // A webhook event moved the purchase meanwhile: judge again on what it is now.
  }
  throw new ServiceUnavailableError(5, 'service_unavailable', 'The purchase kept changing: try again');
}

/** Best effort: a session Stripe cannot expire (paid a moment ago, already expired, Stripe away) is left to its events. */
async function expireCheckout(sessionId: string | null, purchaseId: string): Promise<void> {
  if (!sessionId) return;
  try {
    const client = await stripe();
    await client?.checkout.sessions.expire(sessionId);
  } catch (error) {
    logger.warn('checkout session not expired after a cancel', { purchaseId, error: error instanceof Error ? error.message : String(error) });
  }
}
