import type { Locale } from '@quiz/shared';
import type { CatalogueBundle } from '../locales/catalogues';

/**
 * The query keys that the app, lib/ and more than one feature read (web/README.md "A feature's
 * calls"): a feature's own keys are in its api/keys.ts. A key is a prefix of the keys under it, so
 * that invalidating `competition` reaches every board.
 */
export const sharedKeys = {
  init: (locale: Locale) => ['init', locale] as const,
  products: (locale: Locale) => ['products', locale] as const,
  premiumGames: (locale: Locale, accountStatus: string, isPremium: boolean) => ['premiumGames', locale, accountStatus, isPremium] as const,
  /** Every competition's board (a player's nickname shows on them). */
  competitions: ['competition'] as const,
  pageTexts: (locale: string, bundles: readonly CatalogueBundle[]) => ['page-texts', locale, ...bundles] as const,
  page: (pageId: string, pathname: string, search: string, loaderKey: string) => ['page', pageId, pathname, search, loaderKey] as const,
};
