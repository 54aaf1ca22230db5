import { endedPurchases, expirePurchase } from '../data/purchases';
import { env } from '../lib/env';
import { logger } from '../lib/logger';

/**
 * The expiry schedule (docs/premium.md "Expiry"): applied purchases whose time has run out move to
 * `expired`, each recorded with its time. Access never waits for it (it is decided from premiumUntil
 * at each call): this keeps the purchases' statuses true for the player's history and the back-office.
 */
export interface ExpiryRun {
  expired: number;
  changedMeanwhile: number;
  /** Ended purchases left for the next run: this one's time was up. */
  left: number;
}

/**
 * One run: each ended purchase in turn, until `stopAt` (epoch ms): what is left waits for the next
 * run, a quarter of an hour later (infra/lib/payments-stack.ts `EXPIRY_TIMEOUT`), rather than the
 * run being cut by its timeout in the middle.
 */
export async function expirePurchases(now = new Date(), stopAt = Number.POSITIVE_INFINITY): Promise<ExpiryRun> {
  const nowIso = now.toISOString();
  const ended = await endedPurchases(nowIso);
  let expired = 0;
  let changedMeanwhile = 0;
  for (const purchase of ended) {
    if (Date.now() >= stopAt) break;
    if (await expirePurchase(purchase, nowIso)) expired++;
    else changedMeanwhile++;
  }
  const left = ended.length - expired - changedMeanwhile;
  if (expired || changedMeanwhile || left) logger.info('purchases expired', { expired, changedMeanwhile, left });
  return { expired, changedMeanwhile, left };
}

/** What a run keeps for itself before its timeout: the time to log and answer. */
const RUN_MARGIN_MS = 5_000;

/** The scheduled function (EventBridge Scheduler invokes it with no payload that matters). */
export async function handler(_event?: unknown, context?: { getRemainingTimeInMillis(): number }): Promise<ExpiryRun> {
  env(); // fail loudly on an incomplete environment
  const stopAt = context ? Date.now() + context.getRemainingTimeInMillis() - RUN_MARGIN_MS : Number.POSITIVE_INFINITY;
  return expirePurchases(new Date(), stopAt);
}
