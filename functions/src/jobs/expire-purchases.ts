import { endedPurchases, expirePurchase } from '../data/purchases';
import { env } from '../lib/env';
import { logger } from '../lib/logger';

/**
 * The expiry schedule (docs/premium.md "Expiry"): applied purchases whose time has run out move to
 * `expired`, each recorded with its time. Access never waits for it (it is decided from premiumUntil
 * at each call): this keeps the purchases' statuses true for the player's history and the back-office.
 */
export async function expirePurchases(now = new Date()): Promise<{ expired: number; changedMeanwhile: number }> {
  const nowIso = now.toISOString();
  let expired = 0;
  let changedMeanwhile = 0;
  for (const purchase of await endedPurchases(nowIso)) {
    if (await expirePurchase(purchase, nowIso)) expired++;
    else changedMeanwhile++;
  }
  if (expired || changedMeanwhile) logger.info('purchases expired', { expired, changedMeanwhile });
  return { expired, changedMeanwhile };
}

/** The scheduled function (EventBridge Scheduler invokes it with no payload that matters). */
export async function handler(): Promise<{ expired: number; changedMeanwhile: number }> {
  env(); // fail loudly on an incomplete environment
  return expirePurchases();
}
