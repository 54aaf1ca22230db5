import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { answerTitlesOf, asWholeWord } from './seed';

/**
 * SPEC §2 /frag/quiz_slide/{uuid} (a quiz's card as an HTML fragment) and the image
 * routes (sized copies, long-cached), through the local server as CloudFront serves them.
 */

const quiz = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../scripts/seed/games/1/quiz.json'), 'utf8')) as {
  uuid: string;
  title: Record<'en' | 'fr', string>;
  slug: Record<'en' | 'fr', string>;
};
const slidePath = `/frag/quiz_slide/${quiz.uuid}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The fragment writes accents as character references (it declares no charset). */
const decoded = (html: string) => html.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));

test.describe('SPEC §2 /frag/quiz_slide/{uuid}', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`answers the quiz's card in HTML, without any script, in ${locale} when asked with ?l=`, async ({ request }) => {
      const answer = await request.get(`${slidePath}?l=${locale}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/^text\/html/);
      expect(answer.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, must-revalidate');
      const csp = answer.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain('script-src');
      expect(answer.headers()['x-frame-options']).toBeUndefined();
      const html = decoded(await answer.text());
      expect(html).not.toMatch(/<script|\son[a-z]+=/i);
      expect(html).toContain(`lang="${locale}"`);
      expect(html).toContain(`>${quiz.title[locale]}</a>`);
      expect(html).toMatch(new RegExp(`href="http://[^"]+/quiz-seo/${locale}/${quiz.slug[locale]}"`));
    });
  }

  test('takes the remembered language without ?l=, English for a first visitor', async ({ request, playwright, baseURL }) => {
    expect(decoded(await (await request.get(slidePath)).text())).toContain(`>${quiz.title.en}</a>`);
    const french = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: 'locale=fr' } });
    expect(decoded(await (await french.get(slidePath)).text())).toContain(`>${quiz.title.fr}</a>`);
    await french.dispose();
  });

  test('never names a reference of the quiz, in either language', async ({ request }) => {
    const answers = answerTitlesOf('1');
    expect(answers.length).toBeGreaterThan(10);
    for (const locale of ['en', 'fr'] as const) {
      const html = decoded(await (await request.get(`${slidePath}?l=${locale}`)).text());
      for (const answer of answers) expect(html, answer).not.toMatch(asWholeWord(answer));
    }
  });

  test('answers 404 for an unknown or malformed uuid', async ({ request }) => {
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', String(1)]) {
      const answer = await request.get(`/frag/quiz_slide/${unknown}`);
      expect(answer.status(), unknown).toBe(404);
      expect(await answer.text(), unknown).not.toContain('<script');
    }
  });

  test('shows as a card when opened on its own, its picture on the site (absolute: the fragment is read on other sites)', async ({ page, request }) => {
    await page.goto(`${slidePath}?l=en`);
    await expect(page.getByRole('link', { name: `Quiz #1: ${quiz.title.en}` })).toBeVisible();
    const picture = page.getByRole('img', { name: `Illustration of the quiz “${quiz.title.en}”` });
    await expect(picture).toHaveAttribute('loading', 'lazy');
    // Its origin is the build's SITE_URL (the local default here, not this test server's port).
    const src = new URL((await picture.getAttribute('src'))!);
    expect(src.pathname).toMatch(/^\/images\/[0-9a-f]{16}\.svg$/);
    const image = await request.get(src.pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

test.describe('image routes', () => {
  test('a link preview is the 1200-px JPEG copy, cached a year, immutable', async ({ request }) => {
    const html = await (await request.get('/en')).text();
    const preview = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(preview).toMatch(/\/images\/[0-9a-f]{16}-1200w\.v\d+\.jpg$/);
    const image = await request.get(new URL(preview!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect(image.headers()['cache-control']).toBe(IMMUTABLE);
  });

  test('every card of /en names only long-cached pictures: its source and, when it has copies, each candidate of its srcset', async ({ page, request }) => {
    await page.goto('/en');
    const cards = page.locator('.game-card__media img:not(noscript img)');
    expect(await cards.count()).toBeGreaterThan(0);
    // Pre-rendered: the sources wait in data-src / data-srcset for the landing script (100 px ahead).
    const sources = await cards.evaluateAll((images: HTMLImageElement[]) =>
      images.map((img) => ({ src: img.dataset.src ?? img.getAttribute('src'), srcset: img.dataset.srcset ?? img.getAttribute('srcset'), sizes: img.getAttribute('sizes') })),
    );
    for (const { src, srcset, sizes } of sources) {
      // The seed's drawings are SVG: lighter as they are than any raster copy, so they keep no srcset
      // (docs/adr/0025-image-variants-named-by-content.md); a raster upload's card lists its WebP copies with sizes.
      if (src?.endsWith('.svg')) expect(srcset).toBeNull();
      else expect(sizes).toBeTruthy();
      const candidates = [src!, ...(srcset?.split(', ').map((candidate) => candidate.split(' ')[0]!) ?? [])];
      for (const url of candidates) {
        const answer = await request.get(url);
        expect(answer.status(), url).toBe(200);
        expect(answer.headers()['cache-control'], url).toBe(IMMUTABLE);
      }
    }
  });
});
