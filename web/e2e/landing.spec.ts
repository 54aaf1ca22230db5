import { expect, test, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { answerTitlesOf, asWholeWord, liveSeedQuizzes } from './seed';

/**
 * SPEC §2 "Landing page behaviour": pre-rendered pages that show everything before any
 * script, run only the small landing script until the visitor asks for the game, then load the app.
 */

const quizzes = liveSeedQuizzes();
const quiz = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../scripts/seed/games/1/quiz.json'), 'utf8')) as {
  title: Record<'en' | 'fr', string>;
  slug: Record<'en' | 'fr', string>;
  description: Record<'en' | 'fr', string>;
};
const TEXT = {
  en: {
    landingPlay: 'Play this quiz', landingLoading: 'Loading the game…', readMore: 'Read more', readLess: 'Show less',
    enter: 'Enter the game', signIn: 'Sign in', language: 'Language', notFound: 'Page not found', play: 'Play',
  },
  fr: {
    landingPlay: 'Jouer à ce quiz', landingLoading: 'Chargement du jeu…', readMore: 'Lire la suite', readLess: 'Réduire',
    enter: 'Entrer dans le jeu', signIn: 'Connexion', language: 'Langue', notFound: 'Page introuvable', play: 'Jouer',
  },
} as const;
const landingPath = (locale: 'en' | 'fr') => `/quiz-seo/${locale}/${quiz.slug[locale]}`;
const isAppScript = (request: Request) => request.resourceType() === 'script' && !/\/assets\/landing-[\w-]+\.js$/.test(request.url()) && request.url().includes('/assets/');

/** The scripts the page fetched, and how many bytes came over the wire for each. */
function recordScripts(page: Page) {
  const scripts: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
  });
  return scripts;
}

test('a quiz landing page and a quiz page never name a reference: none of its answers is anywhere in their HTML', async ({ request }) => {
  const answers = answerTitlesOf('1');
  expect(answers.length).toBeGreaterThan(10);
  for (const locale of ['en', 'fr'] as const) {
    for (const pagePath of [landingPath(locale), `/quiz/${locale}/${quiz.slug[locale]}`]) {
      const html = await (await request.get(pagePath)).text();
      expect(html).toContain(quiz.title[locale].replace(/'/g, '&#x27;'));
      for (const answer of answers) expect(html, `${pagePath}: ${answer}`).not.toMatch(asWholeWord(answer));
    }
  }
});

test("a quiz page's HTML shows its intro before the app runs, and the app takes it over in the same place", { tag: '@phone' }, async ({ page }) => {
  // The app's code held back: what shows is the page's HTML alone.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/quiz/en/${quiz.slug.en}`, { waitUntil: 'commit' });
  const staticHeading = page.locator('.intro__title', { hasText: quiz.title.en });
  const picture = page.locator('.intro__media img');
  await expect(staticHeading).toBeVisible();
  await expect(picture).toHaveJSProperty('complete', true);
  // What a visitor sees: nothing paints before the page's style sheets (they block rendering).
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null));
  const before = await picture.boundingBox();
  // Its buttons do nothing yet: inert (out of reach of a click and a tab) and hidden from screen readers.
  const staticPlay = page.locator('[inert][aria-hidden="true"] .intro__actions button', { hasText: new RegExp(`^${TEXT.en.play}$`) });
  await expect(staticPlay).toBeVisible();
  await expect(staticPlay.click({ trial: true, timeout: 500 })).rejects.toThrow();
  const play = page.getByRole('button', { name: TEXT.en.play, exact: true });
  await expect(play).toHaveCount(0);

  release();
  await expect(page.locator('html')).toHaveAttribute('data-app-load', /allReady/);
  await expect(page.locator('[inert]')).toHaveCount(0);
  expect(await picture.boundingBox()).toEqual(before);
  await play.click();
  await expect(staticHeading).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['en', 'fr'] as const) {
    test(`a quiz landing page shows its title, picture, description and links (${locale})`, async ({ page }) => {
      const answer = await page.goto(landingPath(locale));
      expect(answer?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: quiz.title[locale] })).toBeVisible();
      const picture = page.locator('img.quiz-landing__picture');
      await expect(picture).toBeVisible();
      expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(page.getByText(quiz.description[locale])).toBeVisible();
      await expect(page.getByRole('link', { name: TEXT[locale].landingPlay })).toHaveAttribute('href', `/quiz/${locale}/${quiz.slug[locale]}`);
      // The other language's page, for people (the switch) and for crawlers (hreflang).
      const other = locale === 'en' ? 'fr' : 'en';
      await expect(page.getByRole('navigation', { name: TEXT[locale].language }).locator(`a[hreflang="${other}"]`)).toHaveAttribute('href', landingPath(other));
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute('href', new RegExp(`${landingPath(other)}$`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${landingPath(locale)}$`));
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/images\//);
      // The other quizzes' thumbnails show too (their <noscript> copies).
      await expect(page.locator('.game-card__media noscript + *, .game-card__media img:visible').first()).toBeVisible();
    });
  }

  test('the home pages link each other and list every live quiz', async ({ page }) => {
    await page.goto('/fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    for (const { title } of quizzes) await expect(page.getByRole('link', { name: new RegExp(title.fr.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/en$/);
    await page.locator('a[hreflang="en"]').first().click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('a quiz card loads the app only when clicked, shows that it loads, and the quiz starts', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  // Before the click: the landing script alone, and small: at most 15 KB
  // (docs/adr/0019-pre-rendered-pages.md "The landing script").
  expect(scripts.filter(({ url }) => url.includes('/assets/') && !/landing-/.test(url))).toEqual([]);
  const landingBytes = scripts.reduce((sum, { bytes }) => sum + bytes, 0);
  expect(landingBytes).toBeGreaterThan(0);
  expect(landingBytes).toBeLessThanOrEqual(15 * 1024);

  // Hold the app's code a moment so that the loading state can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const card = page.getByRole('link', { name: new RegExp(quizzes[0]!.title.en) });
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/quiz/en/${quizzes[0]!.slug.en}$`));
  await expect(card).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('status').filter({ hasText: TEXT.en.landingLoading })).toBeVisible();
  release();
  // The app's code, then the init, the catalogue and the quiz: seconds on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: quizzes[0]!.title.en })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: TEXT.en.play, exact: true })).toBeVisible();
  expect(scripts.some(({ url }) => /\/assets\/app-/.test(url))).toBe(true);
});

test('the play button of a quiz landing page starts that quiz in the app', async ({ page }) => {
  await page.goto(landingPath('fr'));
  await page.getByRole('link', { name: TEXT.fr.landingPlay }).click();
  await expect(page).toHaveURL(new RegExp(`/quiz/fr/${quiz.slug.fr}$`));
  await expect(page.getByRole('button', { name: TEXT.fr.play, exact: true })).toBeVisible();
});

test('a visitor from facebook, or a link with the direct parameter, gets the app at once', async ({ page }) => {
  const appRequests: string[] = [];
  page.on('request', (request) => isAppScript(request) && appRequests.push(request.url()));
  await page.goto(landingPath('en'), { referer: 'https://m.facebook.com/' });
  await expect(page).toHaveURL(new RegExp(`/quiz/en/${quiz.slug.en}$`));
  await expect(page.getByRole('button', { name: TEXT.en.play, exact: true })).toBeVisible();
  expect(appRequests.length).toBeGreaterThan(0);

  await page.goto('/fr?direct=1');
  // The app's header has the account corner the static page leaves out; the parameter has done its work.
  await expect(page.getByRole('button', { name: TEXT.fr.signIn })).toBeVisible();
  await expect(page).toHaveURL(/\/fr$/);
});

test('a returning player (scores kept in this browser) gets the app, which shows what the static page cannot', async ({ page }) => {
  await page.goto('/robots.txt');
  await page.evaluate(() => window.localStorage.setItem('gameDatas', JSON.stringify({})));
  await page.goto('/en');
  await expect(page.getByRole('button', { name: TEXT.en.signIn })).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
});

test('a visitor from elsewhere stays on the static page', async ({ page }) => {
  const appRequests: string[] = [];
  page.on('request', (request) => isAppScript(request) && appRequests.push(request.url()));
  await page.goto(landingPath('en'), { referer: 'https://www.facebook.com.evil.example/' });
  await page.waitForLoadState('load');
  await expect(page.getByRole('link', { name: TEXT.en.landingPlay })).toBeVisible();
  expect(appRequests).toEqual([]);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a description taller than 200 px is collapsed, and its toggle opens and closes it', async ({ page }) => {
    // The seed's descriptions are short: this one is made long on its way to the browser.
    await page.route(landingPath('en'), async (route) => {
      const answer = await route.fetch();
      const long = `${quiz.description.en} `.repeat(12);
      await route.fulfill({ response: answer, body: (await answer.text()).replace(`<p>${quiz.description.en}</p>`, `<p>${long}</p>`) });
    });
    await page.goto(landingPath('en'));
    const text = page.locator('#quiz-description');
    const toggle = page.getByRole('button', { name: TEXT.en.readMore });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect((await text.boundingBox())!.height).toBeLessThanOrEqual(200);
    await toggle.click();
    const less = page.getByRole('button', { name: TEXT.en.readLess });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    expect((await text.boundingBox())!.height).toBeGreaterThan(200);
    await less.click();
    await expect(page.getByRole('button', { name: TEXT.en.readMore })).toBeVisible();
    expect((await text.boundingBox())!.height).toBeLessThanOrEqual(200);
  });

  test('a short description has no toggle', async ({ page }) => {
    await page.goto(landingPath('en'));
    await expect(page.getByText(quiz.description.en)).toBeVisible();
    await page.waitForLoadState('load');
    await expect(page.locator('[data-collapse-toggle]')).toBeHidden();
  });

  test('thumbnails load 100 px before they scroll into view, and the background when idle', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('.hero.has-background')).toHaveCount(1);
    const last = page.locator('.game-card__media img').last();
    await expect(last).toHaveAttribute('data-src', /\/images\//);
    await expect(last).not.toHaveAttribute('src', /./);
    await last.locator('xpath=..').scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('src', /\/images\//);
    await expect(last).toBeVisible();
  });
});

test('the enter button is enabled after the ping, and not while a purchase is pending', async ({ page, context }) => {
  let answerPing: () => void = () => undefined;
  const ping = new Promise<void>((resolve) => (answerPing = resolve));
  await page.route('**/api/ping', async (route) => {
    await ping;
    await route.continue();
  });
  await page.goto('/en');
  const enter = page.getByRole('button', { name: TEXT.en.enter });
  await expect(enter).toBeDisabled();
  answerPing();
  await expect(enter).toBeEnabled();
  await enter.click();
  await expect(page.getByRole('button', { name: TEXT.en.signIn })).toBeVisible();

  await context.addCookies([{ name: 'purchase_pending_product_type', value: 'stripe_premium_pt3h', url: page.url() }]);
  await page.unroute('**/api/ping');
  const pinged = page.waitForResponse('**/api/ping');
  await page.goto('/fr');
  await pinged;
  await expect(page.getByRole('button', { name: TEXT.fr.enter })).toBeDisabled();
});

test('an unknown path answers 404 with the page in its language', async ({ page }) => {
  for (const [path, locale] of [['/fr/nulle-part', 'fr'], ['/quiz-seo/en/no-such-quiz', 'en'], ['/no/such/page', 'en'], ['/404/fr', 'fr']] as const) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].notFound })).toBeVisible();
  }
});

test('more quizzes (SPEC §2): every live quiz by theme, each language linking the other, /more_quiz in the remembered language', async ({ page, context }) => {
  const answer = await page.goto('/en/more-quiz');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'More quizzes' })).toBeVisible();
  for (const name of ['Movie quizzes', 'TV quizzes', 'Special quizzes']) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  for (const { title } of quizzes) await expect(page.getByRole('link', { name: new RegExp(title.en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  await expect(page.locator('a[hreflang="fr"]').first()).toHaveAttribute('href', '/fr/plus-de-quiz');

  await context.addCookies([{ name: 'locale', value: 'fr', url: new URL('/', page.url()).href }]);
  await page.goto('/more_quiz');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Plus de quiz' })).toBeVisible();
});

test('sitemap.xml lists both languages of every page, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { slug } of quizzes) {
    expect(sitemap).toContain(`/quiz-seo/en/${slug.en}</loc>`);
    expect(sitemap).toContain(`/quiz-seo/fr/${slug.fr}</loc>`);
  }
  expect(sitemap).toContain('/fr/plus-de-quiz</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
  expect(robots).toContain('Disallow: /api/');
});
