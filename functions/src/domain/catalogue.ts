import {
  PACK_DURATION, PREMIUM_PACKS, XL_PACK, type CatalogueProduct, type Currency, type Locale, type PackOffer, type PurchaseType,
} from '@quiz/shared';

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

const xl = XL_PACK;

/**
 * The shop's other products (SPEC §3) as the seed writes them into the table (scripts/src/seed): the
 * admin edits them there (docs/back-office.md "Products"); only `validated` ones are served. The XL
 * pack's figures come from SPEC §9 (XL_PACK) so that its page and the rules agree.
 */
export const PRODUCTS: readonly CatalogueProduct[] = [
  {
    id: 1,
    type: 'book',
    status: 'validated',
    slug: { en: 'xl-pack', fr: 'pack-xl' },
    title: { en: 'The XL pack', fr: 'Le pack XL' },
    summary: {
      en: `The XL edition of the book: its code opens ${xl.accessYears} year of online access to ${xl.moreGames} more games.`,
      fr: `L’édition XL du livre\u00a0: son code ouvre ${xl.accessYears}\u00a0an d’accès en ligne à ${xl.moreGames}\u00a0jeux de plus.`,
    },
    description: {
      en: [
        `The XL pack is the XL edition of our picture-quiz book. Inside it, a personal code opens ${xl.accessYears} year of online access to ${xl.moreGames} more games, on top of the quizzes of this site.`,
        `${xl.moviesAndSeries} movies and series from ${xl.fromYear} to ${xl.toYear} hide in its pictures: find them on paper, then on screen.`,
        'The XL pack is sold as a book, in bookshops: it is not bought on this site.',
      ],
      fr: [
        `Le pack XL est l’édition XL de notre livre de quiz en images. À l’intérieur, un code personnel ouvre ${xl.accessYears}\u00a0an d’accès en ligne à ${xl.moreGames}\u00a0jeux de plus, en plus des quiz de ce site.`,
        `${xl.moviesAndSeries}\u00a0films et séries de ${xl.fromYear} à ${xl.toYear} se cachent dans ses images\u00a0: trouvez-les sur le papier, puis à l’écran.`,
        'Le pack XL est vendu en librairie, sous forme de livre\u00a0: il ne s’achète pas sur ce site.',
      ],
    },
    facts: [
      { value: { en: `${xl.accessYears} year`, fr: `${xl.accessYears}\u00a0an` }, label: { en: 'of online access', fr: 'd’accès en ligne' } },
      { value: { en: `${xl.moreGames}`, fr: `${xl.moreGames}` }, label: { en: 'more games', fr: 'jeux en plus' } },
      {
        value: { en: `${xl.moviesAndSeries}`, fr: `${xl.moviesAndSeries}` },
        label: { en: `movies and series, from ${xl.fromYear} to ${xl.toYear}`, fr: `films et séries, de ${xl.fromYear} à ${xl.toYear}` },
      },
    ],
  },
];
