import type { Locale } from '@quiz/shared';

/** The feature's query keys, written only here (web/README.md "A feature's calls"). */
export const shopKeys = {
  product: (id: number, locale: Locale) => ['product', id, locale] as const,
};
