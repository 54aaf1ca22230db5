import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_CONTROL, LEGAL_PAGE_PATHS, PAGE_TYPES, routes, type PublicPage } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { seedFixture } from '../helpers/seed-fixture';
import { loadSeed, SEED_DIR } from '../../../scripts/src/seed/load-seed';
import { readSeedPages } from '../../../scripts/src/seed/seed-pages';

/** The seed's own pages and menu (scripts/seed/pages/, menu.json), loaded by the seed loader with a small catalogue. */
const seedPages = readSeedPages(SEED_DIR);
const drafts = seedPages.pages.filter((page) => page.status === 'draft');
let listPages: LambdaHandler;
let listMenu: LambdaHandler;

beforeAll(async () => {
  const { db, tableName } = await useIntegrationTable();
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), {
    ...seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg')),
    ...seedPages,
  });
  listPages = (await import('../../src/handlers/listPages')).handler;
  listMenu = (await import('../../src/handlers/listMenu')).handler;
});

const pagesOf = async (type: string, l?: string) => {
  const { status, json, headers } = await invoke(listPages, apiEvent(routes.listPages, { pathParameters: { type }, query: l ? { l } : {} }));
  return { status, headers, pages: json.pages as PublicPage[], json };
};

describe('GET /api/pages/{type} against DynamoDB Local, with the seed pages (SPEC §7, SPEC §3 page types)', () => {
  it('the seed has a draft to prove it: a draft never leaks, in any type or language (SPEC §3 page status)', async () => {
    expect(drafts.length).toBeGreaterThan(0);
    for (const type of PAGE_TYPES) {
      for (const l of ['en', 'fr']) {
        const { pages, json } = await pagesOf(type, l);
        for (const draft of drafts) {
          expect(pages.map((p) => p.id)).not.toContain(draft.id);
          expect(JSON.stringify(json)).not.toContain(draft.path);
        }
      }
    }
  });

  it('answers in English by default (SPEC §9 default locale en): the legal pages of SPEC §2 with their French translations', async () => {
    const { status, pages, headers } = await pagesOf('page');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    expect(pages.every((p) => p.locale === 'en' && p.type === 'page')).toBe(true);
    for (const paths of Object.values(LEGAL_PAGE_PATHS)) {
      expect(pages.find((p) => p.path === paths.en)?.translations).toEqual({ fr: paths.fr });
    }
  });

  it('answers the French pages with l=fr, and the theme pages under their own type', async () => {
    const { pages } = await pagesOf('page', 'fr');
    expect(pages.map((p) => p.path)).toContain(LEGAL_PAGE_PATHS.termsOfSales.fr);
    expect(pages.find((p) => p.path === LEGAL_PAGE_PATHS.termsOfSales.fr)?.alias).toBe('/cgv');
    expect((await pagesOf('theme', 'fr')).pages.map((p) => p.path)).toEqual(['/fr/14-ressemblances']);
  });

  it('lists the redirect pages (SPEC §3 page type redirect) with their target', async () => {
    const { pages } = await pagesOf('redirect', 'fr');
    expect(pages).toEqual([expect.objectContaining({ path: '/fr/cgu', redirectTo: LEGAL_PAGE_PATHS.termsOfUse.fr })]);
  });

  it('refuses an unknown type with a 400 that lists the types', async () => {
    const { status, json } = await pagesOf('blog');
    expect(status).toBe(400);
    expect(json.error.code).toBe('validation_failed');
    expect(json.error.issues[0].message).toMatch(/stripe_cancel/);
  });
});

describe('GET /api/menu against DynamoDB Local, with the seed menu (SPEC §3 menu item type)', () => {
  it('lists the data-driven items of each language in order; the item of a draft page is left out', async () => {
    for (const l of ['en', 'fr'] as const) {
      const { status, json } = await invoke(listMenu, apiEvent(routes.listMenu, { query: { l } }));
      expect(status).toBe(200);
      const hrefs = (json.items as { href: string }[]).map((item) => item.href);
      expect(hrefs.length).toBeGreaterThan(2);
      for (const draft of drafts) expect(hrefs).not.toContain(draft.path);
      expect(hrefs).toContain(l === 'en' ? '/en/how-to-play' : '/fr/comment-jouer');
    }
  });
});
