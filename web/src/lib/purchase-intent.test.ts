import { beforeEach, describe, expect, it } from 'vitest';
import { clearPurchaseIntent, pendingPurchase, PURCHASE_INTENT_COOKIE, rememberPurchaseIntent } from './purchase-intent';

describe('the purchase intent cookie (SPEC §4 purchase intent, §9 one day)', () => {
  beforeEach(() => clearPurchaseIntent());

  it('remembers the pack an anonymous player started buying, and forgets it when cleared', () => {
    expect(pendingPurchase()).toBeNull();
    rememberPurchaseIntent('stripe_premium_pt3h');
    expect(document.cookie).toContain(`${PURCHASE_INTENT_COOKIE}=stripe_premium_pt3h`);
    expect(pendingPurchase()).toBe('stripe_premium_pt3h');
    clearPurchaseIntent();
    expect(pendingPurchase()).toBeNull();
  });

  it('ignores a cookie that names no pack of ours', () => {
    document.cookie = `${PURCHASE_INTENT_COOKIE}=stripe_premium_free_forever; Path=/`;
    expect(pendingPurchase()).toBeNull();
  });
});
