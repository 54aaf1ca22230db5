import type { Locale } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, type Params } from 'react-router-dom';
import { usePageMatches } from '../lib/page-context';
import { localeOfPath, readLocaleCookie, resolveLocale } from '../lib/locale';

/** Params of the deepest matched route (the page), seen from anywhere in the tree. */
export function usePageParams(): Params {
  const matches = usePageMatches();
  return matches[matches.length - 1]?.params ?? {};
}

/** The locale of the page being shown (SPEC §2: from the path). */
export function useLocale(): Locale {
  const { pathname } = useLocation();
  const params = usePageParams();
  const { i18n } = useTranslation();
  return resolveLocale({ pathname, params, current: i18n.language, remembered: readLocaleCookie() });
}

/** The locale the page's address decides, or `null` for a page shown in the language being read. */
export function usePathLocale(): Locale | null {
  const { pathname } = useLocation();
  const params = usePageParams();
  return localeOfPath({ pathname, params, remembered: readLocaleCookie() });
}
