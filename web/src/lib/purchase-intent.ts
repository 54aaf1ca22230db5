import { COOKIE_LIFETIME_SECONDS, PREMIUM_PACKS, type PurchaseType } from '@quiz/shared';
import { readCookie } from './cookies';

/**
 * The purchase intent (SPEC §4): an anonymous player who starts buying a pack is asked to sign in;
 * this cookie (one day) keeps which pack, so that the sign-in, wherever it is started from, goes on
 * with the purchase ("post-login" callback). Cleared as soon as a signed-in player starts it.
 */
export const PURCHASE_INTENT_COOKIE = 'purchase_pending_product_type';

const isPack = (value: string | null): value is PurchaseType => PREMIUM_PACKS.includes(value as PurchaseType);

export function rememberPurchaseIntent(type: PurchaseType): void {
  document.cookie = `${PURCHASE_INTENT_COOKIE}=${type}; Max-Age=${COOKIE_LIFETIME_SECONDS.purchasePendingProductType}; Path=/; SameSite=Lax`;
}

export function pendingPurchase(): PurchaseType | null {
  const value = readCookie(PURCHASE_INTENT_COOKIE);
  return isPack(value) ? value : null;
}

export function clearPurchaseIntent(): void {
  document.cookie = `${PURCHASE_INTENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
