import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { accessTokenOf, signInWithGoogle } from './account-helpers';

/**
 * QR quiz links and opt-ins (docs/adr/0033-qr-links-and-opt-ins.md): a quiz's QR
 * link opens it on a phone in the language it was made for; a signed-in player gives and withdraws a
 * consent from the menu and sees its date.
 */

// Seed quiz 3 (scripts/seed/games/3): its QR link in French is /qr-quiz/fr3.
const QUIZ = { id: 3, en: { slug: 'festival-day', title: 'Festival Day' }, fr: { slug: 'jour-de-festival', title: 'Jour de festival' } };
const SHOTS = process.env.QR_SHOTS_DIR;

async function expectNoAxeViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** What the QR code in `image` says: its element's pixels read by jsQR (a decoder, as a phone's camera). */
async function decodeQr(page: Page, name: string): Promise<string | null> {
  const image = page.getByRole('img', { name });
  await expect(image.locator('svg')).toBeVisible();
  const png = (await image.screenshot()).toString('base64');
  // The PNG's pixels, read by the browser itself (no image library needed here).
  const { data, width, height } = await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { data: Array.from(pixels.data), width: pixels.width, height: pixels.height };
  }, png);
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
}

test('a French QR link, made from an English browser, opens the quiz in French on a phone (375×740) and remembers French', async ({ browser, baseURL }, testInfo) => {
  // Two browsers, a QR code read back from its pixels: more than one page's worth.
  test.slow();
  // An English browser on a wide screen, on the quiz's French page: "Play on your phone".
  const desk = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 1280, height: 800 } });
  await desk.addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);
  const page = await desk.newPage();
  await page.goto(`/quiz/fr/${QUIZ.fr.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: QUIZ.fr.title })).toBeVisible();
  await page.getByText('Jouer sur votre téléphone').click();
  const link = page.getByRole('link', { name: /\/qr-quiz\// });
  await expect(link).toHaveAttribute('href', `${baseURL}/qr-quiz/fr${QUIZ.id.toString(36)}`);
  const url = (await link.getAttribute('href'))!;
  expect(await decodeQr(page, 'QR code du lien vers ce quiz sur un téléphone'), 'the code on the page says the link shown').toBe(url);
  await expectNoAxeViolation(page);
  if (SHOTS && testInfo.project.name === 'desktop') {
    await page.screenshot({ path: `${SHOTS}/quiz-phone-link-fr-desktop.png` });
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.screenshot({ path: `${SHOTS}/quiz-phone-link-fr-tablet.png` });
    await page.goto(`/quiz/en/${QUIZ.en.slug}`);
    await page.getByText('Play on your phone').click();
    await expect(page.getByRole('img', { name: 'QR code of the link to this quiz on a phone' }).locator('svg')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/quiz-phone-link-en-tablet.png` });
  }

  // A phone whose browser speaks English and has never been here scans it.
  const phone = await browser.newContext({ baseURL, locale: 'en-US', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const onPhone = await phone.newPage();
  const redirects: [number, string | undefined][] = [];
  onPhone.on('response', (response) => {
    if (response.url() === url) redirects.push([response.status(), response.headers().location]);
  });
  await onPhone.goto(url);
  // To the quiz page in French, the app at once (`direct`, which the app then takes off the address).
  expect(redirects).toEqual([[302, `/quiz/fr/${QUIZ.fr.slug}?direct=1`]]);
  await expect(onPhone).toHaveURL(new RegExp(`^${baseURL}/quiz/fr/${QUIZ.fr.slug}(\\?direct=1)?$`));
  await expect(onPhone.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(onPhone.getByRole('heading', { level: 1, name: QUIZ.fr.title })).toBeVisible();
  await expect(onPhone.getByRole('button', { name: /^Jouer$/ })).toBeVisible();
  // Already a phone: no "play on your phone" there.
  await expect(onPhone.getByText('Jouer sur votre téléphone')).toBeHidden();
  expect((await phone.cookies()).find((c) => c.name === 'locale')?.value).toBe('fr');
  // The language is remembered: the home is French now.
  await onPhone.goto('/');
  await expect(onPhone.locator('html')).toHaveAttribute('lang', 'fr');
  if (SHOTS && testInfo.project.name === 'desktop') {
    await onPhone.goto(url);
    await expect(onPhone.getByRole('heading', { level: 1, name: QUIZ.fr.title })).toBeVisible();
    await onPhone.screenshot({ path: `${SHOTS}/qr-opened-fr-phone.png` });
  }
  await desk.close();
  await phone.close();
});

test('an unknown QR link answers the 404 page with status 404', async ({ page }) => {
  const answer = await page.goto('/qr-quiz/zz-nothing');
  expect(answer?.status()).toBe(404);
  await expect(page).toHaveURL(/\/404\/en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // A link to a quiz number that does not exist, in French: the French 404 page.
  expect((await page.goto('/qr-quiz/frzzz'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
});

test('a designer finds the quiz\'s QR links, one per language, for print', async ({ page, baseURL }, testInfo) => {
  await page.goto('/en?direct');
  await signInWithGoogle(page, `Quentin QR ${testInfo.project.name}`, { groups: ['designer'] });
  await page.goto(`/desk/designer/games/${QUIZ.id}`);
  const panel = page.getByRole('region', { name: 'QR links' });
  await expect(panel).toBeVisible();
  for (const [locale, language] of [['en', 'English'], ['fr', 'French']] as const) {
    await expect(panel.getByRole('link', { name: `${baseURL}/qr-quiz/${locale}${QUIZ.id}` })).toBeVisible();
    await expect(panel.getByRole('img', { name: `QR code of the quiz link in ${language}` }).locator('svg')).toBeVisible();
    await expect(panel.getByRole('button', { name: `Download the code (SVG, ${language})` })).toBeVisible();
  }
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download the code (SVG, French)' }).click()]);
  expect(download.suggestedFilename()).toBe(`quiz-${QUIZ.id}-fr-qr.svg`);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/designer-qr-links-${testInfo.project.name}.png`, fullPage: true });
});

for (const locale of ['en', 'fr'] as const) {
  const T = {
    en: {
      section: 'Messages you agreed to', newsletter: 'Newsletter', give: 'I agree', withdraw: 'Withdraw', given: /^Agreed on /, withdrawn: /^Withdrawn on /, never: 'Not agreed',
      linked: /^Linked on /, unlink: 'Unlink', notLinked: /^Not linked\./,
    },
    fr: {
      section: 'Messages que vous avez acceptés', newsletter: 'Lettre d’information', give: 'J’accepte', withdraw: 'Retirer', given: /^Accepté le /, withdrawn: /^Retiré le /, never: 'Non accepté',
      linked: /^Relié le /, unlink: 'Délier', notLinked: /^Non relié\./,
    },
  }[locale];

  test(`a signed-in player gives and withdraws a consent from the menu, and sees its date (${locale})`, async ({ page }, testInfo) => {
    await page.goto(`/menu/${locale}`);
    await signInWithGoogle(page, `Olive Optin ${locale} ${testInfo.project.name}`, { locale });
    const section = page.getByRole('region', { name: T.section });
    const newsletter = section.getByRole('listitem', { name: T.newsletter });
    await expect(newsletter.getByText(T.never)).toBeVisible();
    await newsletter.getByRole('button', { name: T.give }).click();
    const today = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date());
    await expect(newsletter.getByText(T.given)).toContainText(today);
    await expect(newsletter.getByRole('blockquote')).toHaveAttribute('lang', locale);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/menu-consents-${locale}-${testInfo.project.name}.png`, fullPage: true });
      if (testInfo.project.name === 'desktop') {
        await page.setViewportSize({ width: 820, height: 1180 });
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/menu-consents-${locale}-tablet.png` });
      }
    }

    // Recorded on the server: still there after a reload.
    await page.reload();
    await expect(newsletter.getByText(T.given)).toBeVisible();
    await newsletter.getByRole('button', { name: T.withdraw }).click();
    await expect(newsletter.getByText(T.withdrawn)).toContainText(today);
    await expect(newsletter.getByRole('button', { name: T.give })).toBeVisible();
    await expectNoAxeViolation(page);

    // A messenger binding (made by the messenger's own flow: here its call) shows with the consents, and is removed there.
    const bound = await page.request.post('/api/messenger/bind', { headers: { authorization: `Bearer ${await accessTokenOf(page)}` }, data: { token: `ref-${testInfo.project.name}-${locale}` } });
    expect(bound.status()).toBe(200);
    await page.reload();
    const messenger = section.getByRole('listitem', { name: 'Messenger' });
    await expect(messenger.getByText(T.linked)).toContainText(today);
    await messenger.getByRole('button', { name: T.unlink }).click();
    await expect(messenger.getByText(T.notLinked)).toBeVisible();
  });
}
