import { LOCALES } from '../constants';
import type { Locale } from '../schemas/common';
import type { MenuItem, Page, PageType, PublicMenuItem, PublicPage } from '../schemas/pages';

/**
 * What the public sees of the content pages and the menu (docs/adr/0020-content-pages-as-structured-blocks.md): pure,
 * so that GET /api/pages, GET /api/menu and the pre-rendered pages give the same answer from the
 * same items. A draft is never in it, nor a link to one.
 */

const isPublished = (page: Page) => page.status === 'published';

/** The published versions of each translation key, by locale. */
function translationsOf(pages: readonly Page[]): Map<string, Partial<Record<Locale, Page>>> {
  const byKey = new Map<string, Partial<Record<Locale, Page>>>();
  for (const page of pages.filter(isPublished)) {
    byKey.set(page.translationKey, { ...byKey.get(page.translationKey), [page.locale]: page });
  }
  return byKey;
}

function toPublicPage(page: Page, versions: Partial<Record<Locale, Page>>): PublicPage {
  const translations: Record<string, string> = {};
  for (const locale of LOCALES) {
    const version = versions[locale];
    if (version && locale !== page.locale) translations[locale] = version.path;
  }
  // Status and version are the back-office's business.
  const { status: _status, version: _version, ...shown } = page;
  return { ...shown, translations };
}

/** Every published page, each with the paths of its published translations, in path order. */
export function publicPages(pages: readonly Page[]): PublicPage[] {
  const byKey = translationsOf(pages);
  return pages
    .filter(isPublished)
    .map((page) => toPublicPage(page, byKey.get(page.translationKey) ?? {}))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** SPEC §7 GET /api/pages/{type}: the published pages of one type in one language. */
export function publicPagesOf(pages: readonly Page[], type: PageType, locale: Locale): PublicPage[] {
  return publicPages(pages).filter((page) => page.type === type && page.locale === locale);
}

/** The menu of one language, in order: page items point at that page's published version, or are left out. */
export function publicMenu(items: readonly MenuItem[], pages: readonly Page[], locale: Locale): PublicMenuItem[] {
  const byKey = translationsOf(pages);
  return items
    .filter((item) => item.locale === locale)
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .flatMap((item) => {
      const href = item.type === 'link' ? item.target : byKey.get(item.target)?.[locale]?.path;
      return href ? [{ id: item.id, label: item.label, href }] : [];
    });
}
