import type { PurchaseResponse } from '@quiz/shared';
import { getPurchase } from '../data/purchases';
import { ensureUserProfile } from '../data/users';
import type { Caller } from '../lib/auth';
import { NotFoundError } from '../lib/errors';

/*
 * Apart from starting a purchase (./purchases.ts), so that the function answering it does not carry
 * the Stripe client.
 */

/** GET /api/purchases/{id}: the caller's own purchase only; another player's is as unknown as a missing one. */
export async function purchaseOf(purchaseId: string, caller: Extract<Caller, { kind: 'user' }>): Promise<PurchaseResponse> {
  const purchase = /^[0-9a-f-]{36}$/.test(purchaseId) ? await getPurchase(purchaseId) : undefined;
  if (!purchase || purchase.sub !== caller.sub) throw new NotFoundError('Purchase');
  const profile = await ensureUserProfile({ sub: caller.sub, username: caller.username }, new Date());
  return {
    purchaseId: purchase.purchaseId, type: purchase.type, status: purchase.status, amount: purchase.amount,
    currency: purchase.currency, createdAt: purchase.createdAt, premiumUntil: profile.premiumUntil,
  };
}
