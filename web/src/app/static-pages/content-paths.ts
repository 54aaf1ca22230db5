import { aliasPageFile, staticPageFile, type Locale, type PublicPage } from '@quiz/shared';

/**
 * Which paths and files the content pages take (docs/decisions.md "Content pages"): for the
 * renderer, the sitemap, and a publish that must know what to rewrite and invalidate.
 */

/** A page's path in each language it is published in (its own and its translations'). */
export function pageAlternates(page: PublicPage): Partial<Record<Locale, string>> {
  return { ...(page.translations as Partial<Record<Locale, string>>), [page.locale]: page.path };
}

/** One alternates record per translated page (for the sitemap: each page once, with its other languages). */
export function contentPageGroups(pages: readonly PublicPage[]): Partial<Record<Locale, string>>[] {
  const groups = new Map<string, Partial<Record<Locale, string>>>();
  for (const page of pages) groups.set(page.translationKey, { ...groups.get(page.translationKey), [page.locale]: page.path });
  return [...groups.values()];
}

/** The files a page is served from: its path, and its alias in its language (`/cgv` → `pages/cgv.fr.html`). */
export function contentPageFiles(page: Pick<PublicPage, 'path' | 'alias' | 'locale'>): string[] {
  return [staticPageFile(page.path), ...(page.alias ? [aliasPageFile(page.alias, page.locale)] : [])];
}
