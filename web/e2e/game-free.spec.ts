import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { clickZone, endRun, hintOf, namesOf, nameRegExp, openReference, quiz, quizPath, startPlay, TEXT, titleOf, type Locale } from './game-helpers';

/**
 * Classic (FREE) mode, played as a player would: click, type, read the verdict; hints and reveals
 * from the list of references. The page does not know where references are: the specs read their
 * zones from the seed on disk, as a player's eyes would find them.
 */

type Step =
  | { ref: string; text: string; expect: 'found' | 'close' | 'otherOpus' | 'elsewhere'; hint?: true }
  | { whole: true; text: string; ref: string }
  | { ref: string; reveal: true };

/** A whole play of game 1, with the answers a player might type in each language. */
const PLAYS: Record<Locale, Step[]> = {
  en: [
    { ref: 'r01', text: 'Titanic', expect: 'elsewhere' },
    // A French title in an English play still counts.
    { ref: 'r01', text: "E.T. l'extra-terrestre", expect: 'found' },
    { ref: 'r02', text: 'Back to the Future Part II', expect: 'otherOpus' },
    { ref: 'r02', text: 'Back to the Future', expect: 'found' },
    { ref: 'r08', text: 'Jurasic Pork', expect: 'close' },
    { ref: 'r08', text: 'Jurassic Park', expect: 'found' },
    { ref: 'r04', text: 'Jaws', expect: 'found', hint: true },
    { ref: 'r03', reveal: true },
    { whole: true, text: 'The Birds', ref: 'r11' },
    { ref: 'r05', text: 'Star Wars', expect: 'found' },
    { ref: 'r06', text: 'Titanic', expect: 'found' },
    { ref: 'r07', text: 'The Wizard of Oz', expect: 'found' },
    { ref: 'r09', text: 'Up', expect: 'found' },
    { ref: 'r10', text: 'It', expect: 'found' },
  ],
  fr: [
    { ref: 'r01', text: 'Titanic', expect: 'elsewhere' },
    // An English title in a French play still counts.
    { ref: 'r01', text: 'E.T. the Extra-Terrestrial', expect: 'found' },
    { ref: 'r02', text: 'Retour vers le futur II', expect: 'otherOpus' },
    { ref: 'r02', text: 'Retour vers le futur', expect: 'found' },
    { ref: 'r08', text: 'Jurasic Pork', expect: 'close' },
    { ref: 'r08', text: 'Jurassic Park', expect: 'found' },
    { ref: 'r04', text: 'Jaws', expect: 'found', hint: true },
    { ref: 'r03', reveal: true },
    { whole: true, text: 'Les Oiseaux', ref: 'r11' },
    { ref: 'r05', text: 'La Guerre des étoiles', expect: 'found' },
    { ref: 'r06', text: 'Titanic', expect: 'found' },
    { ref: 'r07', text: "Le Magicien d'Oz", expect: 'found' },
    { ref: 'r09', text: 'Là-haut', expect: 'found' },
    { ref: 'r10', text: 'Ça', expect: 'found' },
  ],
};

/** 9 found, one of them with a hint (½), one revealed: 9.5 / 11 × 10 = 8.6. */
const SCORE = { en: '8.6 / 10', fr: '8,6 / 10' };

async function type(page: Page, locale: Locale, boxName: string, text: string) {
  const box = page.getByRole('dialog', { name: boxName });
  const field = box.getByRole('textbox', { name: TEXT[locale].field });
  await expect(field).toBeFocused();
  await field.fill(text);
  await field.press('Enter');
  return box;
}

for (const locale of ['en', 'fr'] as const) {
  const t = TEXT[locale];

  test(`plays a whole Classic quiz in ${locale === 'en' ? 'English' : 'French'}: find, typo, saga, elsewhere, hint, reveal, score, answers`, { tag: locale === 'en' ? '@phone' : [] }, async ({ page, context }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await startPlay(page, locale, 'FREE');
    await expect(page.getByText(t.count(0))).toBeVisible();

    let found = 0;
    for (const step of PLAYS[locale]) {
      if ('reveal' in step) {
        const row = await openReference(page, locale, step.ref);
        await row.getByRole('button', { name: t.reveal }).click();
        await row.getByRole('button', { name: t.revealYes }).click();
        await expect(page.locator('.game__panel > .feedback')).toHaveText(t.revealed(titleOf(step.ref, locale)));
        // The row now says what it was, and has the focus its reveal button had.
        await expect(row).toContainText(titleOf(step.ref, locale));
        await expect(row).toContainText(t.statusRevealed);
        await expect(row.locator('.ref__name')).toBeFocused();
        continue;
      }
      if ('whole' in step) {
        await page.getByRole('button', { name: t.wholeButton }).click();
        await type(page, locale, t.wholeBox, step.text);
      } else {
        if (step.hint) {
          const row = await openReference(page, locale, step.ref);
          await row.getByRole('button', { name: t.hint }).click();
          await expect(row.locator('.hints')).toContainText(hintOf(step.ref, 'main', locale));
          await expect(page.getByTestId('announcer')).toContainText(hintOf(step.ref, 'main', locale));
        }
        await clickZone(page, step.ref);
        const box = await type(page, locale, t.spotBox, step.text);
        if (step.expect !== 'found') {
          const expected = step.expect === 'close' ? t.close : t[step.expect];
          await expect(box.locator('.feedback')).toHaveText(expected);
          // Read out too, for those who do not see it.
          await expect(page.getByTestId('announcer')).toHaveText(expected);
          await page.keyboard.press('Escape');
          await expect(box).toBeHidden();
          continue;
        }
      }
      found += 1;
      const last = found === 10;
      if (!last) {
        await expect(page.locator('.game__panel > .feedback')).toHaveText(t.found(titleOf(step.ref, locale)));
        await expect(page.getByText(t.count(found))).toBeVisible();
      }
    }

    // The outro
    await expect(page.getByRole('heading', { level: 1, name: t.score })).toBeVisible();
    await expect(page.getByText(SCORE[locale], { exact: true })).toBeVisible();

    await page.getByRole('button', { name: t.share }).click();
    // The share renders its preview image once, on the server (the first in a process loads the renderer).
    await expect(page.getByRole('status').filter({ hasText: t.copied })).toBeVisible({ timeout: 20_000 });
    // The share's short link with a spoiler-free text (web/e2e/share.spec.ts follows it).
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared).toMatch(new RegExp(`^Picture Quiz (#|n° )${quiz.number} · ${SCORE[locale].replace(/\s*\/\s*/, '/').replace('.', '\\.')}\n`));
    expect(shared).toMatch(/\n\S+\nhttp:\/\/[^/]+\/q\/[A-Za-z0-9_-]{22}$/);

    // The answers
    await page.getByRole('button', { name: t.seeAnswers }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.answers })).toBeVisible();
    const items = page.getByRole('region', { name: t.allReferences }).getByRole('listitem');
    await expect(items).toHaveCount(11);
    for (const [i, ref] of quiz.references.entries()) {
      await expect(items.nth(i)).toContainText(titleOf(ref.id, locale));
      await expect(items.nth(i)).toContainText(ref.id === 'r03' ? t.statusRevealed : t.statusFound);
    }
  });
}

test('no title of an unfound reference reaches the page before the play ends', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) bodies.push(response.text().catch(() => ''));
  });
  await startPlay(page, 'en', 'FREE');
  const t = TEXT.en;

  // Some of everything: a find, a hint, a miss, a work hidden elsewhere, another opus, a reveal.
  await clickZone(page, 'r04');
  await type(page, 'en', t.spotBox, 'Jaws');
  await expect(page.locator('.game__panel > .feedback')).toHaveText(t.found('Jaws'));
  const r01 = await openReference(page, 'en', 'r01');
  await r01.getByRole('button', { name: t.hint }).click();
  await expect(r01.locator('.hints')).toContainText(hintOf('r01', 'main', 'en'));
  await clickZone(page, 'r01');
  await type(page, 'en', t.spotBox, 'Titanic');
  await expect(page.getByRole('dialog').locator('.feedback')).toHaveText(t.elsewhere);
  await page.keyboard.press('Escape');
  await clickZone(page, 'r02');
  await type(page, 'en', t.spotBox, 'Back to the Future Part II');
  await expect(page.getByRole('dialog').locator('.feedback')).toHaveText(t.otherOpus);
  await type(page, 'en', t.spotBox, 'Popeye');
  await expect(page.getByRole('dialog').locator('.feedback')).toHaveText(t.wrong);
  const r02 = await openReference(page, 'en', 'r02');
  await r02.getByRole('button', { name: t.reveal }).click();
  await r02.getByRole('button', { name: t.revealYes }).click();
  await expect(r02).toContainText('Back to the Future');
  await page.keyboard.press('Escape');
  await expect(page.locator('.game__panel > .feedback')).toHaveText(t.revealed('Back to the Future'));
  await page.getByRole('button', { name: t.wholeButton }).click();
  await type(page, 'en', t.wholeBox, 'Vertigo');
  await expect(page.getByRole('dialog').locator('.feedback')).toHaveText(t.wrong);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const earned = new Set(['r04', 'r02']);
  const secret = quiz.references.filter((r) => !earned.has(r.id)).flatMap((r) => namesOf(r.id).map((name) => ({ ref: r.id, name })));
  expect(secret.length).toBeGreaterThan(20);

  const received = await Promise.all(bodies);
  expect(received.length).toBeGreaterThan(5);
  const dom = await page.evaluate(() => `${document.documentElement.outerHTML}\n${document.body.innerText}`);
  for (const { ref, name } of secret) {
    const pattern = nameRegExp(name);
    expect(received.filter((body) => pattern.test(body)), `${ref} “${name}” in an API answer`).toEqual([]);
    expect(pattern.test(dom), `${ref} “${name}” in the page`).toBe(false);
  }
  // The earned ones are there: the check does see titles.
  expect(dom).toContain('Back to the Future');
  expect(received.some((body) => body.includes('"Jaws"'))).toBe(true);
});

test('a keyboard player moves the cursor, picks with Enter and gets the focus back after Escape', async ({ page }) => {
  await startPlay(page, 'en', 'FREE');
  const t = TEXT.en;
  const picture = page.getByRole('application', { name: 'Quiz illustration #1' });
  await picture.focus();
  const guesses: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/guesses')) guesses.push(request.postDataJSON());
  });
  // From the centre of the picture, one big step right lands on the liner (r06).
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Enter');
  const box = page.getByRole('dialog', { name: t.spotBox });
  await expect(box.getByRole('textbox', { name: t.field })).toBeFocused();
  // The pin's anchor is a point (no size): its dot is what shows.
  await expect(page.getByTestId('click-marker').locator('.picture__marker-dot')).toBeVisible();
  await page.keyboard.type('Titanic');
  await page.keyboard.press('Enter');
  await expect(page.locator('.game__panel > .feedback')).toHaveText(t.found('Titanic'));
  await expect(picture).toBeFocused();
  expect(guesses).toEqual([{ point: { x: expect.closeTo(0.5 + 50 / (await picture.boundingBox())!.width, 3), y: 0.5 }, pointer: 'keyboard', text: 'Titanic' }]);
  // Far left, in the sky above the shops: nothing there, and the very same box.
  for (let i = 0; i < 8; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: t.spotBox })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('click-marker')).toHaveCount(0);
  await expect(picture).toBeFocused();
});

test("when the clock runs out: “Sorry…”, “Time's up!”, then the score", async ({ page }) => {
  await page.clock.install();
  const playId = await startPlay(page, 'en', 'FREE');
  const t = TEXT.en;
  await clickZone(page, 'r04');
  await type(page, 'en', t.spotBox, 'Jaws');
  await expect(page.locator('.game__panel > .feedback')).toHaveText(t.found('Jaws'));
  await expect(page.getByText(t.count(1))).toBeVisible();

  // The server's clock for this play moves 200 s back; the page's clock jumps past the 3 minutes.
  expect((await page.request.post(`/__test/plays/${playId}/age`, { data: { seconds: 200 } })).status()).toBe(204);
  await page.clock.fastForward('03:05');

  await expect(page.getByRole('heading', { level: 1, name: t.timeUp })).toBeVisible();
  await expect(page.getByText(t.sorry)).toBeVisible();
  // References are left: the part is over, the run is kept for later.
  await expect(page.getByRole('heading', { level: 1, name: t.toBeContinued })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('0.9 / 10', { exact: true })).toBeVisible();
});

test("a move the server refuses as too late also ends on “Time's up!”", async ({ page }) => {
  const playId = await startPlay(page, 'fr', 'FREE');
  const t = TEXT.fr;
  await page.request.post(`/__test/plays/${playId}/age`, { data: { seconds: 200 } });
  await clickZone(page, 'r04');
  await type(page, 'fr', t.spotBox, 'Les Dents de la mer');
  await expect(page.getByRole('heading', { level: 1, name: t.timeUp })).toBeVisible();
  await page.getByRole('button', { name: 'Voir mon score' }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.toBeContinued })).toBeVisible();
  await expect(page.getByText('0,0 / 10', { exact: true })).toBeVisible();
});

for (const locale of ['en', 'fr'] as const) {
  test(`intro, game, outro and answers have no accessibility violation (axe) in ${locale}`, { tag: locale === 'en' ? '@phone' : [] }, async ({ page }) => {
    // Four full-page axe scans and a play: more than the default 30 s on a busy 2-core machine.
    test.slow();
    const t = TEXT[locale];
    const scan = async (where: string) => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${where}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    };
    await page.goto(quizPath(locale));
    await expect(page.getByRole('heading', { level: 1, name: quiz.title[locale] })).toBeVisible();
    await scan('intro');
    await startPlay(page, locale, 'FREE');
    await clickZone(page, 'r04');
    await type(page, locale, t.spotBox, titleOf('r04', locale));
    await expect(page.locator('.game__panel > .feedback')).toHaveText(t.found(titleOf('r04', locale)));
    await clickZone(page, 'r01');
    await type(page, locale, t.spotBox, 'Titanic');
    await expect(page.getByRole('dialog').locator('.feedback')).toHaveText(t.elsewhere);
    const row = await openReference(page, locale, 'r01');
    await row.getByRole('button', { name: t.hint }).click();
    await expect(row.locator('.hint')).toBeVisible();
    await row.getByRole('button', { name: t.reveal }).click();
    await expect(row.getByRole('button', { name: t.revealYes })).toBeFocused();
    await scan('game');
    await page.getByRole('button', { name: t.finishLater }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await scan('finish later?');
    await page.getByRole('alertdialog').getByRole('button', { name: t.finishLater }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.toBeContinued })).toBeVisible();
    await scan('outro');
    await endRun(page, locale);
    await expect(page.getByRole('region', { name: t.allReferences })).toBeVisible();
    await scan('answers');
  });
}
