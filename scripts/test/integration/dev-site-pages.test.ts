import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SITE_ASSETS } from '../../src/local/dev-site';
import { startLocalServer, WEB_ROOT } from '../../src/local/server';

/**
 * docs/adr/0004-local-runtime.md: without --dist, the pages the app does not
 * route (content pages, their aliases, competition rules, sitemap, robots) are answered from the run's
 * rendered pages, a path nothing answers is the 404 page with status 404, and the app keeps its own
 * routes. The pages here are written by hand (the rendering itself is the publish's, tested there);
 * their first rendering is awaited before a page is answered.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'quiz-dev-site-'));
const page = (file: string, body: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), body);
};
let rendered!: () => void;
const ready = new Promise<void>((resolve) => (rendered = resolve));
let server: Awaited<ReturnType<typeof startLocalServer>>;

beforeAll(async () => {
  server = await startLocalServer({ port: 0, imagesDir: mkdtempSync(path.join(tmpdir(), 'quiz-images-')), web: 'vite', devSite: () => ({ dir, ready }) });
}, 60_000);

afterAll(() => server?.close());

describe('npm start without --dist answers the whole site', () => {
  it('waits for the first rendering, then answers a content page with 200', async () => {
    const answer = fetch(`${server.url}/en/terms-of-use`);
    page('pages/en/terms-of-use.html', '<title>Terms of use</title>');
    page('pages/404/en.html', '<title>Page not found</title>');
    page('pages/404/fr.html', '<title>Page introuvable</title>');
    page('pages/cgv.fr.html', '<title>CGV</title>');
    page('pages/competition/c-0123456789ab/rules.fr.html', '<title>Règlement</title>');
    page('sitemap.xml', '<urlset></urlset>');
    page('robots.txt', 'User-agent: *\n');
    rendered();
    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('<title>Terms of use</title>');
  });

  it('answers an alias in the remembered language, and a competition\'s rules in the asked one', async () => {
    const cgv = await fetch(`${server.url}/cgv`, { headers: { cookie: 'locale=fr' } });
    expect(cgv.status).toBe(200);
    expect(await cgv.text()).toContain('CGV');
    const rules = await fetch(`${server.url}/competition/c-0123456789ab/rules?l=fr`);
    expect(rules.status).toBe(200);
    expect(await rules.text()).toContain('Règlement');
  });

  it('answers sitemap.xml and robots.txt with their types', async () => {
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it.each([
    ['/en/no-such-page', 'Page not found'],
    ['/fr/nulle-part', 'Page introuvable'],
    ['/competition/c-0123456789ab/nope', 'Page not found'],
  ])('answers %s with the 404 page and status 404', async (pathname, title) => {
    const res = await fetch(`${server.url}${pathname}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(`<title>${title}</title>`);
  });

  it("leaves the app's routes and Vite's own addresses to Vite", async () => {
    for (const pathname of ['/en', '/menu/fr', '/quiz/en/some-quiz']) {
      const res = await fetch(`${server.url}${pathname}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('/src/main.tsx');
    }
    expect((await fetch(`${server.url}/@vite/client`)).status).toBe(200);
  });

  it('names only sources that exist, for the pages it renders', () => {
    const { appStyles, landingScript, landingStyles } = DEV_SITE_ASSETS;
    for (const source of [...appStyles, landingScript, ...landingStyles]) expect(existsSync(path.join(WEB_ROOT, source))).toBe(true);
  });
});
