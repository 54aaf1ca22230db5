import { COOKIE_LIFETIME_SECONDS, LOCALE_COOKIE, type Locale } from '@quiz/shared';

/**
 * Remembers the visitor's language for pages without one in their path (SPEC §9 locale cookie, 365
 * days). Apart from lib/locale.ts so that the landing script, which must stay small, shares it.
 */
export function rememberLocale(locale: Locale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${COOKIE_LIFETIME_SECONDS.locale}; Path=/; SameSite=Lax${secure}`;
}
