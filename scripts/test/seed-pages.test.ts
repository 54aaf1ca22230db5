import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_ALIASES, LEGAL_PAGE_PATHS, LOCALES, type Page, type PageInline } from '@quiz/shared';
import { frenchTypographyIssues } from '../../shared/test/french-typography';
import { SEED_DIR } from '../src/seed/load-seed';
import { checkPages, readSeedPages } from '../src/seed/seed-pages';

/** The seed's content pages and menu (scripts/seed/pages/*.json, scripts/seed/menu.json). */
const { pages, menu } = readSeedPages(SEED_DIR);
const published = pages.filter((page) => page.status === 'published');

const textsOf = (page: Page): string[] => {
  const inline = (span: PageInline) => (typeof span === 'string' ? span : span.text);
  return [
    page.title,
    page.description,
    ...page.body.flatMap((block) =>
      block.kind === 'heading' ? [block.text]
        : block.kind === 'paragraph' ? block.content.map(inline)
          : block.kind === 'list' ? block.items.flat().map(inline)
            : [block.alt.en, block.alt.fr]),
  ];
};

describe('the seed content pages', () => {
  it('SPEC §2: terms of use, terms of sales and legal notice are published at their paths in both languages', () => {
    for (const paths of Object.values(LEGAL_PAGE_PATHS)) {
      for (const locale of LOCALES) expect(published.some((page) => page.path === paths[locale] && page.locale === locale), paths[locale]).toBe(true);
    }
  });

  it('SPEC §2 /cgv, /authors, /14ressemblances: a published page takes each, in both languages', () => {
    for (const alias of CONTENT_PAGE_ALIASES) {
      expect(published.filter((page) => page.alias === alias).map((page) => page.locale).sort(), alias).toEqual([...LOCALES]);
    }
    expect(published.find((page) => page.alias === '/cgv')?.translationKey).toBe('terms-of-sales');
  });

  it('SPEC §3 page status: the seed holds a draft (which must never be served) and every published page exists in both languages', () => {
    expect(pages.some((page) => page.status === 'draft')).toBe(true);
    for (const page of published) {
      expect(published.filter((p) => p.translationKey === page.translationKey).map((p) => p.locale).sort(), page.id).toEqual([...LOCALES]);
    }
  });

  it('SPEC §3 menu item type: a page item names a page of the seed, each language has its items', () => {
    const keys = new Set(pages.map((page) => page.translationKey));
    for (const item of menu.filter((i) => i.type === 'page')) expect(keys.has(item.target), item.target).toBe(true);
    for (const locale of LOCALES) expect(menu.filter((item) => item.locale === locale).length).toBeGreaterThan(2);
  });

  it('French texts use French typography (’, no-break space before : ; ! ?)', () => {
    const texts = [...pages.filter((page) => page.locale === 'fr').flatMap(textsOf), ...menu.filter((item) => item.locale === 'fr').map((item) => item.label)];
    expect(texts.flatMap((text) => frenchTypographyIssues(text).map((issue) => `${issue} in "${text}"`))).toEqual([]);
  });

  it('refuses two pages at one path, and a page at a route of the app', () => {
    const page = published[0]!;
    expect(() => checkPages([page, { ...page, id: 'copy', translationKey: 'copy' }])).toThrow(/two pages with the path/);
    expect(() => checkPages([{ ...page, path: '/en/shop' }])).toThrow(/a route of the app/);
  });
});
