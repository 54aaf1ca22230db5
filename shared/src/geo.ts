import { DEFAULT_CURRENCY, type CURRENCIES } from './constants';

export type Currency = (typeof CURRENCIES)[number];

/** Countries that pay in a currency other than the default one (EUR). */
const CURRENCY_BY_COUNTRY: Readonly<Record<string, Currency>> = {
  US: 'USD', PR: 'USD', EC: 'USD', SV: 'USD', PA: 'USD',
  GB: 'GBP', IM: 'GBP', JE: 'GBP', GG: 'GBP',
  CH: 'CHF', LI: 'CHF',
  CA: 'CAD',
};

/** Currency for a viewer's country (ISO 3166-1 alpha-2, as CloudFront sends it); EUR by default. */
export function currencyForCountry(country: string | undefined): Currency {
  if (!country) return DEFAULT_CURRENCY;
  return CURRENCY_BY_COUNTRY[country.trim().toUpperCase()] ?? DEFAULT_CURRENCY;
}
