import { LOCALES } from '../constants';
import type { Locale } from '../schemas/common';
import type { PublicPage } from '../schemas/pages';
import { aliasPageFile, staticPageFile } from '../site-routes';

/**
 * Which files and addresses the content pages take on the site (docs/adr/0020-content-pages-as-structured-blocks.md),
 * for the renderer and for a publish, which must know what to rewrite, delete and invalidate.
 */

type Placed = Pick<PublicPage, 'path' | 'alias' | 'locale'>;

/** The files a page is served from: its path, and its alias in its language (`/cgv` → `pages/cgv.fr.html`). */
export function contentPageFiles(page: Placed): string[] {
  return [staticPageFile(page.path), ...(page.alias ? [aliasPageFile(page.alias, page.locale)] : [])];
}

/** The addresses that answer a page: its path, and its alias (whichever language the alias answers in). */
export function contentPageAddresses(page: Placed): string[] {
  return [page.path, ...(page.alias ? [page.alias] : [])];
}

/** The menu pages, rewritten by every publish (a page's title or presence may change a menu). */
export const MENU_PAGE_ADDRESSES: readonly string[] = LOCALES.map((locale: Locale) => `/menu/${locale}`);

export interface ContentPublishPlan {
  /** The translation keys whose pages are rendered again (every language of each: their hreflang changes together). */
  render: Set<string>;
  /** Files of pages that are no longer published: deleted, so that their paths answer 404. */
  remove: string[];
  /** What CloudFront must forget: every address whose answer changed, the menus and the sitemap. */
  invalidate: string[];
}

/**
 * What a publish of `keys` changes, from the published pages before and after it: the pages of
 * those keys are rendered again; a page published before and not after (withdrawn, back to draft,
 * moved to another path) has its old files removed.
 */
export function contentPublishPlan(before: readonly PublicPage[], after: readonly PublicPage[], keys: Iterable<string>): ContentPublishPlan {
  const render = new Set(keys);
  const touched = (pages: readonly PublicPage[]) => pages.filter((page) => render.has(page.translationKey));
  const kept = new Set(touched(after).flatMap(contentPageFiles));
  const remove = [...new Set(touched(before).flatMap(contentPageFiles))].filter((file) => !kept.has(file));
  const invalidate = new Set([...touched(before), ...touched(after)].flatMap(contentPageAddresses));
  return { render, remove: remove.sort(), invalidate: [...[...invalidate].sort(), ...MENU_PAGE_ADDRESSES, '/sitemap.xml'] };
}
