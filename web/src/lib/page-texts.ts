import type { Locale } from '@quiz/shared';
import type { Params } from 'react-router-dom';
import { i18n } from './i18n';
import { readLocaleCookie, resolveLocale } from './locale';
import type { CatalogueBundle, PageHandle } from '../locales/catalogues';

/** The language a URL is shown in (what `useLocale` reads once the page renders). */
export function localeOfPage(url: URL, params: Params): Locale {
  return resolveLocale({ pathname: url.pathname, params, current: i18n.language, remembered: readLocaleCookie() });
}

/** The texts a page needs: the app's, and those its routes declare in their handles. */
export function textsOfHandles(handles: readonly unknown[]): CatalogueBundle[] {
  return ['app', ...handles.flatMap((handle) => (handle as PageHandle | undefined)?.texts ?? [])];
}
