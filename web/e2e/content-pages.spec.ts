import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * SPEC §2 content pages (local_page, terms of use, terms of sales and /cgv, legal notice,
 * the menu) and SPEC §3 page statuses and menu items, as data: pre-rendered from the seed in both
 * languages, readable without JavaScript, and a draft never served.
 */

type Locale = 'en' | 'fr';
interface SeedPage { id: string; translationKey: string; type: string; status: string; locale: Locale; path: string; alias?: string; title: string; redirectTo?: string }
interface SeedMenuItem { type: 'link' | 'page'; locale: Locale; label: string; target: string; order: number }

const seedDir = path.resolve(import.meta.dirname, '../../scripts/seed');
const pages = readdirSync(path.join(seedDir, 'pages')).flatMap((file) => JSON.parse(readFileSync(path.join(seedDir, 'pages', file), 'utf8')) as SeedPage[]);
const menu = JSON.parse(readFileSync(path.join(seedDir, 'menu.json'), 'utf8')) as SeedMenuItem[];
const published = pages.filter((p) => p.status === 'published');
const drafts = pages.filter((p) => p.status === 'draft');
const version = (key: string, locale: Locale) => published.find((p) => p.translationKey === key && p.locale === locale)!;
const other = (locale: Locale): Locale => (locale === 'en' ? 'fr' : 'en');

const LEGAL = {
  en: { termsOfUse: ['Terms of use', '/en/terms-of-use'], termsOfSales: ['Terms of sales', '/en/terms-of-sales'], legal: ['Legal notice', '/en/legal'], nav: 'Legal', language: 'Language', notFound: 'Page not found' },
  fr: {
    termsOfUse: ['Conditions d’utilisation', '/fr/conditions-generales-utilisation'], termsOfSales: ['Conditions de vente', '/fr/conditions-generales-vente'],
    legal: ['Mentions légales', '/fr/mentions-legales'], nav: 'Informations légales', language: 'Langue', notFound: 'Page introuvable',
  },
} as const;

/** The menu's data items of a language as the pages must show them: in order, a page item only when its page is published. */
const menuLabels = (locale: Locale) =>
  menu
    .filter((item) => item.locale === locale && (item.type === 'link' || published.some((p) => p.translationKey === item.target && p.locale === locale)))
    .sort((a, b) => a.order - b.order)
    .map((item) => item.label);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['en', 'fr'] as const) {
    test(`SPEC §2 terms of use (${locale}): pre-rendered with lang, title, canonical, hreflang to the other language, Open Graph image`, async ({ page }) => {
      const terms = version('terms-of-use', locale);
      const answer = await page.goto(terms.path);
      expect(answer?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(new RegExp(`^${terms.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await expect(page.getByRole('heading', { level: 1, name: terms.title })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${terms.path}$`));
      const translation = version('terms-of-use', other(locale));
      await expect(page.locator(`link[rel="alternate"][hreflang="${other(locale)}"]`)).toHaveAttribute('href', new RegExp(`${translation.path}$`));
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http.*\/images\//);
      // The en and fr versions link each other, for people too: the language switch.
      await expect(page.getByRole('navigation', { name: LEGAL[locale].language }).locator(`a[hreflang="${other(locale)}"]`)).toHaveAttribute('href', translation.path);
    });

    test(`SPEC §2 footer (${locale}): terms of use, terms of sales and legal notice in the page's language`, async ({ page }) => {
      await page.goto(version('legal-notice', locale).path);
      const footer = page.getByRole('navigation', { name: LEGAL[locale].nav });
      for (const [name, href] of [LEGAL[locale].termsOfUse, LEGAL[locale].termsOfSales, LEGAL[locale].legal]) {
        await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
      }
    });

    test(`SPEC §2 /menu/${locale}: the menu items of the data, readable without JavaScript`, async ({ page }) => {
      const answer = await page.goto(`/menu/${locale}`);
      expect(answer?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const labels = menuLabels(locale);
      expect(labels.length).toBeGreaterThan(2);
      for (const label of labels) await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
    });
  }

  test('SPEC §2 /cgv: the terms of sales in the remembered language (English by default)', async ({ page, context }) => {
    await page.goto('/cgv');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: version('terms-of-sales', 'en').title })).toBeVisible();
    await context.addCookies([{ name: 'locale', value: 'fr', url: new URL('/', page.url()).href }]);
    await page.goto('/cgv');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: version('terms-of-sales', 'fr').title })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/conditions-generales-vente$/);
  });

  test('SPEC §3 page status: a draft page answers the 404 page with status 404, in its language', async ({ page }) => {
    expect(drafts.length).toBeGreaterThan(0);
    for (const draft of drafts) {
      const answer = await page.goto(draft.path);
      expect(answer?.status(), draft.path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: LEGAL[draft.locale].notFound })).toBeVisible();
    }
  });
});

test('SPEC §2 footer in the app: the legal links in the page\'s language', async ({ page }) => {
  await page.goto('/fr?direct');
  const footer = page.getByRole('navigation', { name: LEGAL.fr.nav });
  await expect(footer.getByRole('link', { name: LEGAL.fr.termsOfSales[0] })).toHaveAttribute('href', LEGAL.fr.termsOfSales[1]);
  await footer.getByRole('link', { name: LEGAL.fr.termsOfSales[0] }).click();
  await expect(page).toHaveURL(LEGAL.fr.termsOfSales[1]);
  await expect(page.getByRole('heading', { level: 1, name: version('terms-of-sales', 'fr').title })).toBeVisible();
});

test('SPEC §2 /menu/{locale} in the app lists the same data-driven items (GET /api/menu), and leads to a content page', async ({ page }) => {
  await page.goto('/en?direct');
  await page.getByRole('banner').getByRole('link', { name: 'Menu' }).click();
  await expect(page).toHaveURL('/menu/en');
  const nav = page.getByRole('navigation', { name: 'Pages' });
  for (const label of menuLabels('en')) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  await nav.getByRole('link', { name: menuLabels('en')[0], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(published.some((p) => new URL(page.url()).pathname === p.path)).toBe(true);
});

test('SPEC §7 GET /api/pages/{type}: published pages only, English by default; an unknown type is a 400', async ({ request }) => {
  const body = await (await request.get('/api/pages/page')).json();
  const paths = (body.pages as { path: string; locale: string }[]).map((p) => p.path);
  expect(paths).toContain('/en/terms-of-use');
  for (const draft of drafts) expect(paths).not.toContain(draft.path);
  expect((await request.get('/api/pages/blog')).status()).toBe(400);
});

test('sitemap.xml lists every published content page in both languages, never a draft nor a redirect', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const page of published.filter((p) => p.type !== 'redirect')) expect(sitemap).toContain(`${page.path}</loc>`);
  for (const page of [...drafts, ...published.filter((p) => p.type === 'redirect')]) expect(sitemap).not.toContain(`${page.path}<`);
});

test('SPEC §3 page type redirect: its path leads to its target', async ({ page }) => {
  const redirects = published.filter((p) => p.type === 'redirect');
  expect(redirects.length).toBeGreaterThan(0);
  for (const redirect of redirects) {
    await page.goto(redirect.path);
    await expect(page).toHaveURL(redirect.redirectTo!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('a content page and the menu have no accessibility violation (axe), in both languages', { tag: '@phone' }, async ({ page }) => {
  test.slow();
  for (const path of [version('terms-of-sales', 'fr').path, version('how-to-play', 'en').path, '/menu/fr']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  }
});

