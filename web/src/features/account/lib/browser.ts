import type { Locale } from '@quiz/shared';
import { i18n, loadCatalogues } from '../../../lib/i18n';
import { isLocale, rememberedLocale } from '../../../lib/locale';

/**
 * The browser side of the flow's pages, in one object so tests can watch it (jsdom does not leave
 * the page).
 */
export const browser = {
  /**
   * Sends the browser to another site. `replace` when the current history entry is the flow's own
   * page (the page was loaded at that URL): Back then skips it instead of starting the flow again.
   */
  leave(url: string, method: 'assign' | 'replace'): void {
    if (method === 'replace') window.location.replace(url);
    else window.location.assign(url);
  },
};

/**
 * `replace` when the browser's address is already `requestUrl` (a full page load of the flow's page),
 * `assign` when a link inside the app is navigating there (the address has not changed yet).
 */
export function leaveMethod(requestUrl: string): 'assign' | 'replace' {
  return window.location.pathname === new URL(requestUrl).pathname ? 'replace' : 'assign';
}

/** The language the visitor is reading (the flow's pages have no locale in their path). */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : rememberedLocale();
}

/** Shows the flow's page in `locale` (the language the sign-in started from). */
export async function showIn(locale: Locale): Promise<void> {
  await loadCatalogues(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
