import { describe, expect, it } from 'vitest';
import { CURRENCIES, PREMIUM_PACKS } from '@quiz/shared';
import { PACK_NAMES, PACK_PRICES, packOffers } from '../../src/domain/catalogue';

describe('the price list (docs/premium.md "Prices", SPEC §9 packs of 3 months, 1 month, 3 hours)', () => {
  it('prices every pack in every currency we sell in, in whole minor units', () => {
    for (const type of PREMIUM_PACKS) {
      for (const currency of CURRENCIES) expect(Number.isInteger(PACK_PRICES[type][currency]) && PACK_PRICES[type][currency] > 0, `${type} ${currency}`).toBe(true);
      expect(PACK_NAMES[type].en && PACK_NAMES[type].fr).toBeTruthy();
    }
  });

  it('makes a longer pack cost more, and never less per hour than a longer one', () => {
    for (const currency of CURRENCIES) {
      expect(PACK_PRICES.stripe_premium_p3m[currency]).toBeGreaterThan(PACK_PRICES.stripe_premium_p1m[currency]);
      expect(PACK_PRICES.stripe_premium_p1m[currency]).toBeGreaterThan(PACK_PRICES.stripe_premium_pt3h[currency]);
      expect(PACK_PRICES.stripe_premium_p3m[currency]).toBeLessThan(3 * PACK_PRICES.stripe_premium_p1m[currency]);
    }
  });

  it('offers the three packs in the caller\'s currency, written lowercase as Stripe wants it', () => {
    expect(packOffers('GBP')).toEqual([
      { type: 'stripe_premium_p3m', duration: { months: 3 }, amount: 1299, currency: 'gbp' },
      { type: 'stripe_premium_p1m', duration: { months: 1 }, amount: 599, currency: 'gbp' },
      { type: 'stripe_premium_pt3h', duration: { hours: 3 }, amount: 199, currency: 'gbp' },
    ]);
  });
});
