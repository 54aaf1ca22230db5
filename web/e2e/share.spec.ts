import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { endRun, findReference, finishLater, quiz, quizPath, startPlay, TEXT, titleOf, type Locale } from './game-helpers';

/**
 * Score shares (docs/adr/0031-score-shares.md), as players meet them in Chromium: an
 * anonymous player ends a quiz and shares their score (the clipboard: headless Chromium has no Web
 * Share API here; a stubbed `navigator.share` is checked too); a second browser opens the short link
 * and sees the score, the quiz and a play button, never a reference's title; the page's og:image is
 * a 1200×630 JPEG of at most 150 KB; the legacy /game/{uuid} links reach the quiz page.
 */

const SHARE = { en: 'Share my score', fr: 'Partager mon score' };
const COPIED = { en: 'Link copied', fr: 'Lien copié' };
const SHARED = { en: 'Shared', fr: 'Partagé' };
const PLAY = { en: 'Play this quiz', fr: 'Jouer à ce quiz' };
const BACK = { en: 'Back to my score', fr: 'Retour à mon score' };
/** A share renders its preview image on the server (the first in a process loads the renderer too). */
const RENDER_MS = 20_000;
/** One reference found of eleven: 1/11 × 10, rounded to 0.1. */
const SCORE = { en: '0.9', fr: '0,9' };

/** Plays: one reference found, "Finish later", "End and see the answers", and back to the score. */
async function playAndEnd(page: Page, locale: Locale) {
  await startPlay(page, locale, 'FREE');
  await findReference(page, locale, 'r04');
  await finishLater(page, locale);
  await endRun(page, locale);
  await page.getByRole('button', { name: BACK[locale] }).click();
  await expect(page.getByRole('heading', { level: 1, name: TEXT[locale].score })).toBeVisible();
}

/** One shape per reference in the quiz's order: r04 found, the ten others missed. */
const SYMBOLS = quiz.references.map((r) => (r.id === 'r04' ? '🟩' : '✖️')).join('');

/** Every title and alias of every reference of the quiz, in both languages. */
const referenceTitles = () => quiz.references.flatMap((r) => [titleOf(r.id, 'en'), titleOf(r.id, 'fr')]);

for (const locale of ['en', 'fr'] as const) {
  test(`${locale}: a player shares their score; a friend opens the short link and sees it, with its preview image`, async ({ page, context, browser }) => {
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await playAndEnd(page, locale);

    const made = page.waitForResponse((r) => /\/api\/score\/\d+\/[0-9a-f-]{36}$/.test(r.url()) && r.request().method() === 'POST');
    await page.getByRole('button', { name: SHARE[locale] }).click();
    expect((await made).status()).toBe(201);
    await expect(page.getByRole('status').filter({ hasText: COPIED[locale] })).toBeVisible({ timeout: RENDER_MS });
    const text = await page.evaluate(() => navigator.clipboard.readText());
    const [heading, symbols, link] = text.split('\n');
    expect(heading).toBe(`Picture Quiz ${locale === 'en' ? '#' : 'n° '}${quiz.number} · ${SCORE[locale]}/10`);
    // One shape per reference: one found, the ten others missed.
    expect(symbols).toBe(SYMBOLS);
    expect(link).toMatch(/^http:\/\/[^/]+\/q\/[A-Za-z0-9_-]{22}$/);
    for (const title of referenceTitles()) expect(text).not.toContain(title);

    // A friend, in another browser (no cookie of the player's), opens the short link.
    const friend = await browser.newContext({ locale: locale === 'en' ? 'en-GB' : 'fr-FR' });
    const other = await friend.newPage();
    const answer = await other.goto(link!);
    expect(answer?.status()).toBe(200);
    await expect(other.locator('html')).toHaveAttribute('lang', locale);
    await expect(other.getByTestId('share-score')).toHaveText(`${SCORE[locale]}/10`);
    await expect(other.getByRole('heading', { level: 1, name: quiz.title[locale] })).toBeVisible();
    await expect(other.getByText(locale === 'en' ? `Quiz #${quiz.number}` : `Quiz n° ${quiz.number}`)).toBeVisible();
    // Spoiler-free: no reference's title anywhere in the page (text, tags, attributes).
    const html = await other.content();
    for (const title of referenceTitles()) expect(html).not.toContain(title);
    // Its preview image: a 1200×630 JPEG of at most 150 KB, cached for good.
    const image = await other.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/\/shares\/[A-Za-z0-9_-]{22}\.jpg$/);
    const jpeg = await friend.request.get(image!);
    expect(jpeg.status()).toBe(200);
    expect(jpeg.headers()['content-type']).toBe('image/jpeg');
    expect(jpeg.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await jpeg.body()).length).toBeLessThanOrEqual(150 * 1024);
    const size = await other.locator('.share-card__image').evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(size).toEqual([1200, 630]);
    await expect(other.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/share/${link!.split('/q/')[1]}$`));
    // The share page and the short link are the same page.
    const page2 = await friend.newPage();
    await page2.goto(link!.replace('/q/', '/share/'));
    await expect(page2.getByTestId('share-score')).toHaveText(`${SCORE[locale]}/10`);

    // "Play this quiz" loads the app on the quiz page.
    await other.getByRole('link', { name: PLAY[locale] }).click();
    await expect(other).toHaveURL(new RegExp(`${quizPath(locale)}$`));
    await expect(other.getByRole('heading', { level: 1, name: quiz.title[locale] })).toBeVisible();
    await friend.close();
  });
}

test('where the browser has the Web Share API, the share goes through it (the link apart, for its preview card)', async ({ page }) => {
  test.slow();
  await page.addInitScript(() => {
    (window as unknown as { shared: ShareData[] }).shared = [];
    navigator.share = async (data?: ShareData) => {
      (window as unknown as { shared: ShareData[] }).shared.push(data ?? {});
    };
  });
  await playAndEnd(page, 'en');
  await page.getByRole('button', { name: SHARE.en }).click();
  await expect(page.getByRole('status').filter({ hasText: SHARED.en })).toBeVisible({ timeout: RENDER_MS });
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toHaveLength(1);
  expect(shared[0]!.url).toMatch(/\/q\/[A-Za-z0-9_-]{22}$/);
  expect(shared[0]!.text).toBe(`Picture Quiz #${quiz.number} · ${SCORE.en}/10\n${SYMBOLS}`);
});

test('an unknown share is a 404, and renders nothing', async ({ request }) => {
  expect((await request.get('/q/AAAAAAAAAAAAAAAAAAAAAA')).status()).toBe(404);
  expect((await request.get('/share/AAAAAAAAAAAAAAAAAAAAAA')).status()).toBe(404);
  expect((await request.get('/shares/AAAAAAAAAAAAAAAAAAAAAA.jpg')).status()).toBe(404);
  expect((await request.get('/shares/AAAAAAAAAAAAAAAAAAAAAA.png')).status()).toBe(404);
});

test('the legacy /game/{uuid} and /game/{uuid}/score links reach the quiz page in the remembered language', async ({ page, context }) => {
  await page.goto(`/game/${quiz.uuid}`);
  await expect(page).toHaveURL(new RegExp(`${quizPath('en')}$`));
  await context.addCookies([{ name: 'locale', value: 'fr', url: new URL(page.url()).origin }]);
  await page.goto(`/game/${quiz.uuid}/score`);
  await expect(page).toHaveURL(new RegExp(`${quizPath('fr')}$`));
  await expect(page.getByRole('heading', { level: 1, name: quiz.title.fr })).toBeVisible();
});

for (const locale of ['en', 'fr'] as const) {
  test(`${locale}: the share page on a phone is axe-clean (contrast included); screenshots on a phone, a tablet and a desktop`, { tag: '@phone' }, async ({ page, context, browser }, testInfo) => {
    // The viewports are set here: once is enough.
    if (testInfo.project.name !== 'phone') return;
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await playAndEnd(page, locale);
    await page.getByRole('button', { name: SHARE[locale] }).click();
    await expect(page.getByRole('status').filter({ hasText: COPIED[locale] })).toBeVisible({ timeout: RENDER_MS });
    const link = (await page.evaluate(() => navigator.clipboard.readText())).split('\n')[2]!;
    for (const [name, viewport] of [['desktop', { width: 1366, height: 900 }], ['tablet', { width: 820, height: 1180 }], ['phone', { width: 390, height: 844 }]] as const) {
      // A context of its own (axe needs one): the phone as a phone (touch, mobile viewport).
      const device = await browser.newContext({ viewport, ...(name === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}) });
      const viewer = await device.newPage();
      await viewer.goto(link);
      await expect(viewer.getByTestId('share-score')).toBeVisible();
      if (name === 'phone') {
        // The site's look, readable (docs/adr/0031-score-shares.md): no violation, contrast ≥ 4.5:1 included.
        const { violations } = await new AxeBuilder({ page: viewer }).analyze();
        expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
      }
      await viewer.screenshot({ path: test.info().outputPath(`share-${locale}-${name}.png`), fullPage: true });
      await device.close();
    }
  });
}
