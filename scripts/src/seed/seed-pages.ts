import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { isAppRoute, menuItemSchema, pageSchema, type MenuItem, type Page } from '@quiz/shared';

/**
 * The seed's content pages (scripts/seed/pages/*.json: the versions of one page, one per language)
 * and menu (scripts/seed/menu.json), validated as the table would hold them and checked against the
 * site's routes: a page never takes a path the app routes.
 */
export function readSeedPages(seedDir: string): { pages: Page[]; menu: MenuItem[] } {
  const pagesDir = path.join(seedDir, 'pages');
  const pages = existsSync(pagesDir)
    ? readdirSync(pagesDir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .flatMap((name) => z.array(pageSchema).parse(JSON.parse(readFileSync(path.join(pagesDir, name), 'utf8'))))
    : [];
  const menuFile = path.join(seedDir, 'menu.json');
  const menu = existsSync(menuFile) ? z.array(menuItemSchema).parse(JSON.parse(readFileSync(menuFile, 'utf8'))) : [];
  checkPages(pages);
  return { pages, menu };
}

/** What the schema alone cannot see: ids, paths and translations unique, paths free of the app's routes. */
export function checkPages(pages: readonly Page[]): void {
  const unique = (what: string, values: string[]) => {
    const seen = new Set<string>();
    for (const value of values) {
      if (seen.has(value)) throw new Error(`seed pages: two pages with the ${what} ${value}`);
      seen.add(value);
    }
  };
  unique('id', pages.map((page) => page.id));
  unique('path', pages.map((page) => page.path));
  unique('translation', pages.map((page) => `${page.translationKey} in ${page.locale}`));
  for (const page of pages) {
    if (isAppRoute(page.path)) throw new Error(`seed pages: ${page.id} takes ${page.path}, a route of the app`);
  }
}
