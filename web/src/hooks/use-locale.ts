import type { Locale } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, type Params } from 'react-router-dom';
import { usePageMatches } from '../lib/page-context';
import { readLocaleCookie, resolveLocale } from '../lib/locale';

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
