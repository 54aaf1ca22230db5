import type { Locale } from '@quiz/shared';

/** The number conventions of each language: "€14.99" in English, "14,99 €" in French. */
const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR' };

/**
 * A price as the server gives it (minor units, lowercase ISO currency as Stripe writes it) in the
 * reader’s language. Prices come from the server only; the page never decides one.
 */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[locale], { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}
