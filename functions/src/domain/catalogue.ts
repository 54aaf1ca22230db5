import { PACK_DURATION, PREMIUM_PACKS, type Currency, type Locale, type PackOffer, type PurchaseType } from '@quiz/shared';

/**
 * The one price list (docs/premium.md "Prices"): what each pack costs in each currency we sell in,
 * in minor units. Checkout sessions, the shop and the webhook's amount check all read it; no price
 * ever comes from the page.
 */
export const PACK_PRICES: Record<PurchaseType, Record<Currency, number>> = {
  stripe_premium_p3m: { EUR: 1499, USD: 1599, GBP: 1299, CHF: 1499, CAD: 1999 },
  stripe_premium_p1m: { EUR: 699, USD: 799, GBP: 599, CHF: 699, CAD: 899 },
  stripe_premium_pt3h: { EUR: 199, USD: 199, GBP: 199, CHF: 199, CAD: 299 },
};

/** What the checkout page names the pack. */
export const PACK_NAMES: Record<PurchaseType, Record<Locale, string>> = {
  stripe_premium_p3m: { en: 'Premium, 3 months', fr: 'Premium, 3 mois' },
  stripe_premium_p1m: { en: 'Premium, 1 month', fr: 'Premium, 1 mois' },
  stripe_premium_pt3h: { en: 'Premium, 3 hours', fr: 'Premium, 3 heures' },
};

export function packOffer(type: PurchaseType, currency: Currency): PackOffer {
  return { type, duration: PACK_DURATION[type], amount: PACK_PRICES[type][currency], currency: currency.toLowerCase() };
}

export const packOffers = (currency: Currency): PackOffer[] => PREMIUM_PACKS.map((type) => packOffer(type, currency));
