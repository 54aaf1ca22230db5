import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInWithGoogle } from './account-helpers';
import { publishSite } from './desk-helpers';

/**
 * The README's quick start, `npm start` without --dist, is the whole site (docs/adr/0004-local-runtime.md
 *): every link of the footer and of the menu answers 200 (the
 * content pages, the menu's pages), the sitemap and robots.txt are there with this server's own
 * origin, an unknown page is a 404, and an admin's publish renders the pages again and says what it
 * did, with its duration. Its own server, on a free port (not the production build the other specs use).
 */
test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let origin = '';
const TERMS_OF_USE = { en: '/en/terms-of-use', fr: '/fr/conditions-generales-utilisation' };
/** One server for the whole file, in one project: the viewport does not matter here. */
const PROJECT = 'desktop';

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  if (testInfo.project.name !== PROJECT) return;
  testInfo.setTimeout(300_000);
  server = spawn('npm', ['start', '--', '--memory'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: '0', SIGN_IN_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npm, tsx and the server are stopped together (afterAll).
    detached: true,
  });
  let output = '';
  // Ready once it listens and its pages are rendered (it logs both).
  origin = await new Promise<string>((resolve, reject) => {
    let url = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      url ||= /ready in [\d.]+ s: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1] ?? '';
      if (url && /site pages rendered in [\d.]+ s: \d+ files/.test(output)) resolve(url);
    });
    server!.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server!.once('exit', (code) => reject(new Error(`npm start ended (${code}):\n${output}`)));
  });
});

test.afterAll(async ({ browserName: _ }, testInfo) => {
  if (!server?.pid || server.exitCode !== null) return;
  testInfo.setTimeout(90_000);
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  // Ctrl-C as a terminal sends it: to the group this file started, and only to it.
  process.kill(-server.pid, 'SIGINT');
  await exited;
});

for (const locale of ['en', 'fr'] as const) {
  test(`${locale}: every footer and menu link of npm start answers 200`, async ({ page, request }, testInfo) => {
    if (testInfo.project.name !== PROJECT) return;
    test.setTimeout(180_000);
    // The menu page is the app's (Vite compiles it at the first visit: seconds on a busy machine).
    await page.goto(`${origin}/menu/${locale}`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link').first()).toBeVisible({ timeout: 60_000 });
    const main = page.getByRole('main');
    await expect(main.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
    const hrefs = async (links: ReturnType<typeof page.getByRole>) => (await links.evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).href)));
    const footerLinks = await hrefs(footer.getByRole('link'));
    const menuLinks = await hrefs(main.getByRole('link'));
    expect(footerLinks.length).toBeGreaterThanOrEqual(3);
    expect(menuLinks.length).toBeGreaterThanOrEqual(4);
    const ours = [...new Set([...footerLinks, ...menuLinks])].filter((href) => href.startsWith(`${origin}/`));
    const answers = await Promise.all(ours.map(async (href) => `${(await request.get(href)).status()} ${href}`));
    expect(answers).toEqual(ours.map((href) => `200 ${href}`));
    // A content page is a page of the site (its look, its header), with this server's addresses.
    const terms = footerLinks.find((href) => href.endsWith(TERMS_OF_USE[locale]))!;
    expect(terms).toBeDefined();
    await page.goto(terms);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', terms);
  });
}

test('sitemap.xml and robots.txt name this server, and an unknown page is a 404', async ({ request }, testInfo) => {
  if (testInfo.project.name !== PROJECT) return;
  const sitemap = await request.get(`${origin}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.length).toBeGreaterThan(10);
  expect(locs.filter((loc) => !loc.startsWith(`${origin}/`))).toEqual([]);
  const robots = await request.get(`${origin}/robots.txt`);
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const missing = await request.get(`${origin}/en/no-such-page`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
});

test("an admin's publish renders the pages again and says what it did, with its duration", async ({ browser }, testInfo) => {
  if (testInfo.project.name !== PROJECT) return;
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto('/en?direct');
  await signInWithGoogle(page, 'Quinn Quickstart', { groups: ['admin'] });
  // Vite compiles the back-office at its first visit (tens of seconds on a busy machine).
  await page.goto('/admin/app/publish');
  await expect(page.getByRole('heading', { name: 'Publish the site' })).toBeVisible({ timeout: 90_000 });
  // publishSite waits for the row "N written, N removed, N unchanged in N.N s".
  await publishSite(page);
  await expect(page.getByRole('row').filter({ hasText: /0 written, 0 removed, \d{2,} unchanged in [\d.]+ s/ }).first()).toBeVisible();
  await context.close();
});
