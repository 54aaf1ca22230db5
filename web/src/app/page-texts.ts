import type { Locale } from '@quiz/shared';
import type { DataStrategyFunctionArgs, DataStrategyMatch, DataStrategyResult, Params } from 'react-router-dom';
import { i18n, loadCatalogues } from '../lib/i18n';
import { readLocaleCookie, resolveLocale } from '../lib/locale';
import type { CatalogueBundle, PageHandle } from '../locales/catalogues';

/** The language a URL is shown in (what `useLocale` reads once the page renders). */
export function localeOfPage(url: URL, params: Params): Locale {
  return resolveLocale({ pathname: url.pathname, params, current: i18n.language, remembered: readLocaleCookie() });
}

/** The texts a page needs: the app's, and those its routes declare in their handles. */
export function textsOfHandles(handles: readonly unknown[]): CatalogueBundle[] {
  return ['app', ...handles.flatMap((handle) => (handle as PageHandle | undefined)?.texts ?? [])];
}

export const textsOfPage = (matches: readonly { route: { handle?: unknown } }[]) => textsOfHandles(matches.map((match) => match.route.handle));

/**
 * Every navigation downloads the texts of the page's language (once per language and bundle) at the
 * same time as its loaders run, and no loader's result counts as ready before them: a page never
 * shows half translated after a language switch. A failed download fails the page's loaders, whose
 * error page offers to try again. (Not a parent route's loader: that would replace each page's own
 * loading placeholder on the first visit.)
 */
export async function loadWithTexts({ request, params, matches }: DataStrategyFunctionArgs): Promise<Record<string, DataStrategyResult>> {
  const locale = localeOfPage(new URL(request.url), params);
  const texts = Promise.all(textsOfPage(matches).map((bundle) => loadCatalogues(locale, bundle)));
  // Only loaders that run wait on it; when none does, nothing is left unhandled.
  texts.catch(() => undefined);
  const results = await Promise.all(
    matches.map((match: DataStrategyMatch) =>
      match.resolve(async (handler) => {
        const [result] = await Promise.all([handler(), texts]);
        return result;
      }),
    ),
  );
  return Object.fromEntries(matches.map((match, i) => [match.route.id, results[i]!]));
}
