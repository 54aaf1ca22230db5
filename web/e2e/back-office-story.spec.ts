import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { accessTokenOf, freshPage, signInWithGoogle } from './account-helpers';
import { createResponse, drawPolygon, drawRectangle, fillReference, pickResponse, publishSite, signedIn } from './desk-helpers';
import { clickPoint, insidePoint, TEXT, type Locale } from './game-helpers';

/**
 * docs/back-office.md "The whole story", through the browser: a designer creates a quiz from an
 * uploaded picture with three references (a rectangle, a polygon, a zoneless one) and bilingual responses; a
 * tester plays it in test and files a review (and a rejected guess on the way); the designer
 * acknowledges the review, promotes the tester's rejected guess to an alias, sets the quiz live and
 * publishes; a player then finds the new quiz on the home page, in English and in French, and the
 * promoted alias is accepted. Each project (desktop, phone) tells its own story, with its own names.
 */

type Zone = { kind: 'rect'; x: number; y: number; w: number; h: number } | { kind: 'polygon'; points: [number, number][] };

/** From the quiz's intro: Classic, Play, the how-to, Start. */
async function startClassic(page: Page, locale: Locale) {
  const t = TEXT[locale];
  await page.getByRole('radio', { name: new RegExp(t.classic) }).check();
  await page.getByRole('button', { name: t.play, exact: true }).click();
  await page.getByRole('button', { name: t.start }).click();
  await expect(page.getByRole('timer', { name: t.timeLeft })).toBeVisible();
}

/** Clicks a point of the picture, types a title, and returns the answer's feedback. */
async function guessAt(page: Page, locale: Locale, point: { x: number; y: number } | null, text: string) {
  const t = TEXT[locale];
  if (point) await clickPoint(page, point);
  else await page.getByRole('button', { name: t.wholeButton }).click();
  const box = page.getByRole('dialog', { name: point ? t.spotBox : t.wholeBox });
  const field = box.getByRole('textbox', { name: t.field });
  await field.fill(text);
  await field.press('Enter');
  return box;
}

test('a quiz from a new picture to a player: designer, tester, designer again, publish, player in both languages', async ({ page, browser }, testInfo) => {
  test.setTimeout(300_000);
  const id = `${testInfo.project.name}${Date.now().toString(36)}`;
  const title = { en: `Lantern Bay ${id}`, fr: `Baie des Lanternes ${id}` };
  const slug = { en: `lantern-bay-${id}`, fr: `baie-des-lanternes-${id}` };
  const lighthouse = { en: `The Glass Lighthouse ${id}`, fr: `Le Phare de Verre ${id}` };
  const whale = { en: `Moby Tide ${id}`, fr: `La Marée Blanche ${id}` };
  // What the tester types on the lighthouse: refused today, an alias tomorrow.
  const nickname = `Crystal Beacon ${id}`;

  // 1. The designer creates the quiz in both languages and uploads its picture.
  const designer = page;
  await designer.goto('/en?direct');
  await signInWithGoogle(designer, 'Dora Designer', { groups: ['designer'] });
  await designer.goto('/desk/designer/games/new');
  const english = designer.getByRole('group', { name: 'English' });
  const french = designer.getByRole('group', { name: 'French' });
  await english.getByLabel('Title').fill(title.en);
  await english.getByLabel('Slug (address)').fill(slug.en);
  await english.getByLabel('Description (landing page)').fill('Lanterns, boats and a famous whale.');
  await french.getByLabel('Title').fill(title.fr);
  await french.getByLabel('Slug (address)').fill(slug.fr);
  await french.getByLabel('Description (landing page)').fill('Des lanternes, des bateaux et une baleine célèbre.');
  await designer.getByRole('button', { name: 'Create the game' }).click();
  await expect(designer).toHaveURL(/\/desk\/designer\/games\/\d+$/);
  const gameId = Number(designer.url().split('/').pop());
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#264653' } }).png().toBuffer();
  await designer.getByLabel('Choose a picture').setInputFiles({ name: 'lantern-bay.png', mimeType: 'image/png', buffer: png });
  await expect(designer.getByText('Picture saved.')).toBeVisible();

  // 2. Three references: a rectangle and a polygon with new responses in both languages, a zoneless one.
  await designer.getByRole('link', { name: /References and zones/ }).click();
  const live = designer.getByTestId('refs-live');
  await drawRectangle(designer, [0.1, 0.1], [0.3, 0.35]);
  let form = designer.getByRole('form', { name: 'New reference 1' });
  await createResponse(form, designer, lighthouse);
  await fillReference(form, 'Lighthouse');
  await form.getByRole('button', { name: 'Save the reference' }).click();
  await expect(live).toHaveText('Reference 1 saved.');

  await drawPolygon(designer, [[0.55, 0.15], [0.8, 0.2], [0.65, 0.45]]);
  form = designer.getByRole('form', { name: 'New reference 2' });
  await createResponse(form, designer, whale);
  await fillReference(form, 'Whale');
  await form.getByRole('button', { name: 'Save the reference' }).click();
  await expect(live).toHaveText('Reference 2 saved.');

  await designer.getByRole('button', { name: 'Add a zoneless reference' }).click();
  form = designer.getByRole('form', { name: 'New reference 3' });
  await pickResponse(form, designer, 'oiseaux', /The Birds/);
  await fillReference(form, 'Birds');
  await form.getByRole('button', { name: 'Save the reference' }).click();
  await expect(live).toHaveText('Reference 3 saved.');
  await expect(designer.getByText('Everything is saved')).toBeVisible();

  // Where the zones are (the player's clicks below): as the designer's own call reads them.
  const token = await accessTokenOf(designer);
  const refs = (await (await designer.request.get(`/api/desk/games/${gameId}/refs`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    references: { order: number; zone: Zone | null }[];
  };
  const zoneOf = (order: number) => refs.references.find((r) => r.order === order)!.zone!;
  const [rect, polygon] = [zoneOf(0), zoneOf(1)];
  expect(rect.kind).toBe('rect');
  expect(polygon.kind).toBe('polygon');

  // 3. A tester plays it in test (the playground: the quiz's own page and play calls), guesses wrong, files a review.
  const tester = await signedIn(browser, testInfo, 'Theo Tester', ['tester']);
  await tester.goto('/desk/tester');
  await tester.getByRole('link', { name: `Play quiz #${gameId}` }).click();
  await expect(tester.getByRole('heading', { level: 1, name: title.en })).toBeVisible();
  await startClassic(tester, 'en');
  const refused = await guessAt(tester, 'en', insidePoint(rect), nickname);
  await expect(refused.locator('.feedback')).toHaveText(TEXT.en.wrong);
  await tester.keyboard.press('Escape');
  await tester.goto(`/desk/tester/games/${gameId}`);
  const reviewed = tester.getByRole('region', { name: `#1 – ${lighthouse.en}` });
  await reviewed.getByRole('button', { name: 'Add a review – #1' }).click();
  await reviewed.getByLabel('Kind').selectOption('typo');
  await reviewed.getByLabel('What is wrong').fill('Many call it the Crystal Beacon.');
  await reviewed.getByRole('button', { name: 'Save the review' }).click();
  await expect(tester.getByRole('status').filter({ hasText: 'Review saved.' })).toBeVisible();

  // 4. The designer acknowledges the review, promotes the tester's guess to an alias, sets the quiz live, publishes.
  await designer.goto(`/desk/designer/games/${gameId}/reviews`);
  await expect(designer.getByText('Many call it the Crystal Beacon.')).toBeVisible();
  await designer.getByRole('button', { name: /^Acknowledge the review of .* on reference #1$/ }).click();
  await expect(designer.getByText(/^Acknowledged by /)).toBeVisible();
  await tester.reload();
  await expect(tester.getByRole('region', { name: `#1 – ${lighthouse.en}` })).toContainText(/Acknowledged by /);
  await designer.goto(`/desk/designer/games/${gameId}/misses`);
  const row = designer.getByRole('row').filter({ has: designer.getByRole('rowheader', { name: nickname, exact: true }) });
  await expect(row).toContainText('wrong');
  await row.getByRole('button', { name: `Promote to alias: “${nickname}”, in English` }).click();
  await expect(designer.getByRole('status').filter({ hasText: `“${nickname}” is now an alias` })).toBeVisible();
  await designer.goto(`/desk/designer/games/${gameId}`);
  await designer.getByLabel('Status').selectOption({ label: 'Live' });
  await designer.getByRole('button', { name: 'Save' }).click();
  await expect(designer.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await designer.goto('/desk/designer');
  await designer.getByRole('link', { name: /^Publish the site/ }).click();
  await publishSite(designer, '/desk/designer/publish');

  // 5. A player in English, then another in French, finds the quiz on the home page and plays it.
  for (const locale of ['en', 'fr'] as const) {
    const t = TEXT[locale];
    const player = await freshPage(browser, testInfo);
    await player.goto(`/${locale}`);
    await player.getByRole('link', { name: new RegExp(title[locale]) }).click();
    await expect(player).toHaveURL(new RegExp(`/quiz/${locale}/${slug[locale]}$`));
    await expect(player.getByRole('heading', { level: 1, name: title[locale] })).toBeVisible();
    await startClassic(player, locale);
    // The promoted alias is accepted (aliases count in either language).
    await guessAt(player, locale, insidePoint(rect), nickname.toLowerCase());
    await expect(player.locator('.game__panel > .feedback')).toHaveText(t.found(lighthouse[locale]));
    await guessAt(player, locale, insidePoint(polygon), whale[locale]);
    await expect(player.locator('.game__panel > .feedback')).toHaveText(t.found(whale[locale]));
    await guessAt(player, locale, null, locale === 'en' ? 'The Birds' : 'Les Oiseaux');
    await expect(player.locator('.game__panel > .feedback')).toHaveText(t.found(locale === 'en' ? 'The Birds' : 'Les Oiseaux'));
    // Everything found: the play ends with the full score.
    await expect(player.getByRole('heading', { level: 1, name: t.score })).toBeVisible();
  }
});
