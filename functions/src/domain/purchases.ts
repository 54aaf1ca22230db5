import { randomUUID } from 'node:crypto';
import { premiumRunsAt, type Currency, type Locale, type PurchaseConversion, type PurchaseType, type StartPurchaseResponse } from '@quiz/shared';
import { createPurchase, setPurchaseSession, type PurchaseItem } from '../data/purchases';
import { ensureUserProfile } from '../data/users';
import type { SignedInCaller } from '../lib/auth';
import { ConflictError, HttpError, ServiceUnavailableError } from '../lib/errors';
import { logger } from '../lib/logger';
import { stripe } from '../lib/stripe';
import { PACK_NAMES, packOffer } from './catalogue';
import { withinRate } from './rate-limit';

/** What the request says of the buyer's place: the visitor's currency, and the site's origin the checkout comes back to (null: none). */
export interface Checkout {
  currency: Currency;
  origin: string | null;
}

/**
 * POST /api/purchase/{type}[/{ref}]: a signed-in player who is not premium starts buying a pack (SPEC §5);
 * `ref` names the offer it was started from (kept on the purchase and in Stripe's metadata).
 * The purchase is recorded (pending) with the server's price for the visitor's currency, then a
 * Stripe Checkout Session is created for exactly that price; the page goes to its URL.
 */
export async function startPurchase(
  type: PurchaseType,
  input: { locale: Locale; returnTo?: string; ref?: string },
  caller: SignedInCaller,
  { currency, origin }: Checkout,
  now = new Date(),
): Promise<StartPurchaseResponse> {
  const profile = await ensureUserProfile({ sub: caller.sub, username: caller.username }, now);
  if (premiumRunsAt(profile.premiumUntil, now)) {
    throw new ConflictError('already_premium', `You are premium until ${profile.premiumUntil}: buy again once it has ended`);
  }
  // A script could otherwise make checkout sessions (and pending purchases) by the thousand.
  await withinRate('purchaseStarts', { rateKeys: [`sub:${caller.sub}`] }, now.getTime());
  const offer = packOffer(type, currency);
  const client = await stripe();
  if (!origin || !client) {
    logger.error('purchases are not configured', { siteUrl: Boolean(origin), stripeKey: Boolean(client) });
    throw new ServiceUnavailableError(60, 'payment_unavailable', 'Payment is not available yet: nothing was charged');
  }
  const purchase: PurchaseItem = {
    purchaseId: randomUUID(), sub: caller.sub, type, status: 'pending', amount: offer.amount, currency: offer.currency,
    createdAt: now.toISOString(), sessionId: null, paymentIntentId: null, grantedSeconds: 0, grantedUntil: null, reason: null, version: 0,
    ...(input.ref ? { ref: input.ref } : {}),
  };
  await createPurchase(purchase);
  const back = new URLSearchParams({ purchase: purchase.purchaseId, l: input.locale, ...(input.returnTo ? { to: input.returnTo } : {}) });
  const conversion: PurchaseConversion = {
    value: offer.amount / 100, currency: offer.currency, amount: offer.amount, sku: type, priceId: `${type}_${offer.currency}`,
    price: offer.amount / 100, quantity: 1, type, email: null, purchaseId: purchase.purchaseId,
  };
  // Only the success page measures the conversion (SPEC §1 csp).
  const success = new URLSearchParams(back);
  success.set('csp', JSON.stringify(conversion));
  let session;
  try {
    session = await client.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: purchase.purchaseId,
        metadata: { purchaseId: purchase.purchaseId, type, ...(input.ref ? { ref: input.ref } : {}) },
        payment_intent_data: { metadata: { purchaseId: purchase.purchaseId } },
        line_items: [{ quantity: 1, price_data: { currency: offer.currency, unit_amount: offer.amount, product_data: { name: PACK_NAMES[type][input.locale] } } }],
        locale: input.locale,
        success_url: `${origin}/purchase_status_success?${success}`,
        // Cancelled, not failed (docs/premium.md "Checkout outcomes"): its page records the cancel.
        cancel_url: `${origin}/purchase_status_cancelled?${back}`,
      },
      // A retried call never makes a second session for one purchase.
      { idempotencyKey: purchase.purchaseId },
    );
  } catch (error) {
    if (error instanceof HttpError) throw error;
    logger.warn('checkout session not created', { purchaseId: purchase.purchaseId, error: error instanceof Error ? error.message : String(error) });
    throw new ServiceUnavailableError(5, 'payment_unavailable', 'Payment is briefly unavailable: nothing was charged, please try again');
  }
  if (!session.url) throw new ServiceUnavailableError(5, 'payment_unavailable', 'Payment is briefly unavailable: nothing was charged, please try again');
  await setPurchaseSession(purchase.purchaseId, session.id);
  return { purchaseId: purchase.purchaseId, url: session.url };
}
