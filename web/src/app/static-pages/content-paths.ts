import type { Locale, PublicPage } from '@quiz/shared';

/** A page's path in each language it is published in (its own and its translations'). */
export function pageAlternates(page: PublicPage): Partial<Record<Locale, string>> {
  return { ...(page.translations as Partial<Record<Locale, string>>), [page.locale]: page.path };
}

/**
 * One alternates record per translated page, for the sitemap: each page once, with its other
 * languages; a redirect is not a page to index.
 */
export function contentPageGroups(pages: readonly PublicPage[]): Partial<Record<Locale, string>>[] {
  const groups = new Map<string, Partial<Record<Locale, string>>>();
  for (const page of pages.filter((p) => p.type !== 'redirect')) groups.set(page.translationKey, { ...groups.get(page.translationKey), [page.locale]: page.path });
  return [...groups.values()];
}
