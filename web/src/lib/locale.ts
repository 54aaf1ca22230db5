import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '@quiz/shared';
import { data, type Params } from 'react-router-dom';
import { readCookie } from './cookies';
import { rememberLocale } from './locale-cookie';

// The locale comes from the path (SPEC §2); the cookie only remembers a choice for `/`.
export { isLocale, LOCALE_COOKIE, rememberLocale };

export function readLocaleCookie(cookies?: string): Locale | null {
  const value = readCookie(LOCALE_COOKIE, cookies);
  return isLocale(value) ? value : null;
}


/** The locale of `/`: the remembered one, else English. */
export function rememberedLocale(): Locale {
  return readLocaleCookie() ?? DEFAULT_LOCALE;
}

/** For loaders of `:locale` routes: an unknown locale is a 404, shown by the route error boundary. */
export function requireLocale(value: string | undefined): Locale {
  if (isLocale(value)) return value;
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export interface LocaleContext {
  pathname: string;
  /** Params of the deepest matched route. */
  params: Params;
  /** The language currently shown, if any. */
  current?: string | undefined;
  remembered?: Locale | null;
}

/**
 * The locale a page's address decides: `/` uses the remembered locale (else English); a route with a
 * valid `:locale` or a path starting with a locale uses it. Other pages (the sign-in flow's, unknown
 * ones) decide nothing: they stay in the language the visitor is reading (`null`).
 */
export function localeOfPath({ pathname, params, remembered = null }: Omit<LocaleContext, 'current'>): Locale | null {
  if (pathname === '/' || pathname === '') return remembered ?? DEFAULT_LOCALE;
  if (isLocale(params.locale)) return params.locale;
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

/**
 * The locale a page is shown in: the one its address decides, else the language the visitor is
 * reading, else the remembered one.
 */
export function resolveLocale(context: LocaleContext): Locale {
  const decided = localeOfPath(context);
  if (decided) return decided;
  if (isLocale(context.current)) return context.current;
  return context.remembered ?? DEFAULT_LOCALE;
}

/**
 * The same page in another language: the `:locale` segment is swapped, every other segment kept.
 * Pages without a locale in their path (like `/`) lead to the other language's home.
 */
export function switchLocalePath(pathname: string, params: Params, target: Locale): string {
  const current = params.locale;
  if (isLocale(current)) {
    const segments = pathname.split('/');
    // The locale always comes before any slug, so its first occurrence is the parameter.
    const index = segments.indexOf(current);
    if (index > 0) {
      segments[index] = target;
      return segments.join('/');
    }
  }
  return `/${target}`;
}

/**
 * What a route whose path is not `/{locale}/…` (the shop: `/en/shop`, `/fr/boutique`) declares in its
 * handle so that the language switch leads to the same page in the other language.
 */
export interface LocalizedPathHandle {
  /**
   * `pathname` is the page's own: a section whose paths carry no language (the back-office's /desk/…,
   * /admin/app/…) answers it as it is, and the switch changes the language of the same page.
   */
  localePath?: (target: Locale, params: Params, pathname: string) => string;
}
