import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { endRun, finishLater, hintOf, quiz, startPlay, TEXT, titleOf, type Locale } from './game-helpers';

/** Challenge (QUIZ) mode: question by question, four titles, one try each. */

/** r01: a wrong choice (locked); r02: skipped, answered when it comes back; r03: a hint; r04: revealed. */
const WRONG = 'r01';
const SKIPPED = 'r02';
const HINTED = 'r03';
const REVEALED = 'r04';
/** 8 found without help + 1 with a hint (½): 8.5 / 11 × 10 = 7.7. */
const SCORE: Record<Locale, string> = { en: '7.7 / 10', fr: '7,7 / 10' };

for (const locale of ['en', 'fr'] as const) {
  const t = TEXT[locale];

  test(`plays a whole Challenge quiz in ${locale === 'en' ? 'English' : 'French'}: wrong choice, skip, hint, reveal, score, answers`, { tag: locale === 'en' ? '@phone' : [] }, async ({ page }) => {
    test.setTimeout(90_000);
    await startPlay(page, locale, 'QUIZ');
    const options = page.getByRole('group', { name: locale === 'en' ? 'Choose a title' : 'Choisissez un titre' });
    const heading = page.getByRole('heading', { level: 2, name: /^Question \d+ \/ 11$/ });
    const next = page.getByRole('button', { name: t.next });
    let skipped = false;
    let answered = 0;

    while (answered < quiz.references.length) {
      await expect(heading).toBeVisible();
      const number = Number((await heading.textContent())!.match(/^Question (\d+)/)![1]);
      const ref = quiz.references[number - 1]!;
      const right = titleOf(ref.id, locale);
      await expect(options.getByRole('button')).toHaveCount(4);
      await expect(options.getByRole('button', { name: right, exact: true })).toBeVisible();
      if (ref.type === 'zoneless') await expect(page.getByText(t.whole, { exact: true })).toBeVisible();

      if (ref.id === SKIPPED && !skipped) {
        skipped = true;
        await next.click();
        await expect(heading).not.toHaveText(t.question(number));
        continue;
      }
      if (ref.id === WRONG) {
        const wrong = options.getByRole('button').filter({ hasNotText: right }).first();
        await wrong.click();
        await expect(page.locator('.question .feedback')).toHaveText(t.locked);
        await expect(page.getByTestId('announcer')).toHaveText(t.locked);
        for (const option of await options.getByRole('button').all()) await expect(option).toBeDisabled();
      } else if (ref.id === REVEALED) {
        await page.getByRole('button', { name: t.reveal }).click();
        await page.getByRole('button', { name: t.revealYes }).click();
        await expect(page.locator('.question .feedback')).toHaveText(t.revealed(right));
      } else {
        if (ref.id === HINTED) {
          await page.getByRole('button', { name: t.hint }).click();
          await expect(page.locator('.question .hints')).toContainText(hintOf(ref.id, 'main', locale));
          await expect(page.getByTestId('announcer')).toContainText(hintOf(ref.id, 'main', locale));
        }
        await options.getByRole('button', { name: right, exact: true }).click();
      }
      answered += 1;
      if (answered === quiz.references.length) break;
      if (ref.id !== WRONG && ref.id !== REVEALED) {
        await expect(page.locator('.question .feedback')).toHaveText(t.found(right));
      }
      // After a choice the focus is on Next, so Enter moves on.
      await expect(next).toBeFocused();
      await page.keyboard.press('Enter');
    }

    await expect(page.getByRole('heading', { level: 1, name: t.score })).toBeVisible();
    await expect(page.getByText(SCORE[locale], { exact: true })).toBeVisible();
    await page.getByRole('button', { name: t.seeAnswers }).click();
    const items = page.getByRole('region', { name: t.allReferences }).getByRole('listitem');
    await expect(items).toHaveCount(11);
    for (const [i, ref] of quiz.references.entries()) {
      await expect(items.nth(i)).toContainText(titleOf(ref.id, locale));
      const status = ref.id === WRONG ? t.statusMissed : ref.id === REVEALED ? t.statusRevealed : t.statusFound;
      await expect(items.nth(i)).toContainText(status);
    }
  });
}

test('one question at a time: the page receives a question\'s options only once it is asked (docs/game.md "QUIZ: one question at a time")', async ({ page }) => {
  const answers: { url: string; body: string }[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && /\/api\/plays/.test(response.url())) {
      void response.text().then((body) => answers.push({ url: response.url(), body }), () => undefined);
    }
  });
  await startPlay(page, 'en', 'QUIZ');
  await expect(page.getByRole('heading', { level: 2, name: 'Question 1 / 11' })).toBeVisible();
  const options = page.getByRole('group', { name: 'Choose a title' }).getByRole('button');
  const asked = await options.allTextContents();
  // Nothing of a later question (its title) in what the page received or shows, but what question 1's options name.
  const unasked = (from: number) => quiz.references.slice(from).map((r) => titleOf(r.id, 'en')).filter((title) => title.length >= 5 && !asked.includes(title));
  const later = unasked(1);
  expect(later.length).toBeGreaterThan(4);
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  for (const title of later) {
    expect(answers[0]!.body, title).not.toContain(JSON.stringify(title).slice(1, -1));
    await expect(page.locator('main')).not.toContainText(title);
  }
  const start = JSON.parse(answers[0]!.body) as { play: { question: { refId: string } }; game: { references: object[] } };
  expect(start.play.question.refId).toBe('r01');
  expect(start.game.references.every((r) => !('choices' in r))).toBe(true);

  // The answer carries the next question, shown at "Next".
  await options.filter({ hasText: titleOf('r01', 'en') }).click();
  await expect(page.locator('.question .feedback')).toHaveText(TEXT.en.found(titleOf('r01', 'en')));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Question 2 / 11' })).toBeVisible();
  await expect(options.filter({ hasText: titleOf('r02', 'en') })).toBeVisible();
  const guessAnswer = answers.find((a) => a.url.endsWith('/guesses'))!;
  expect((JSON.parse(guessAnswer.body) as { play: { question: { refId: string } } }).play.question.refId).toBe('r02');
});

test('the Challenge screen has no accessibility violation (axe), before and after a choice', { tag: '@phone' }, async ({ page }) => {
  await startPlay(page, 'en', 'QUIZ');
  await expect(page.getByRole('heading', { level: 2, name: 'Question 1 / 11' })).toBeVisible();
  const scan = async () => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
  expect(await scan()).toEqual([]);
  await page.getByRole('button', { name: titleOf('r01', 'en'), exact: true }).click();
  await expect(page.locator('.question .feedback')).toHaveText(TEXT.en.found(titleOf('r01', 'en')));
  expect(await scan()).toEqual([]);
});

test('the how-to-play screen comes once per mode and can be read again from the intro', async ({ page }) => {
  await startPlay(page, 'en', 'QUIZ');
  await finishLater(page, 'en');
  await endRun(page, 'en');
  await page.getByRole('button', { name: 'Back to my score' }).click();
  await page.getByRole('button', { name: 'Play again' }).click();
  // Straight back into a game: no how-to the second time.
  await expect(page.getByRole('heading', { level: 2, name: 'Question 1 / 11' })).toBeVisible();
  // Ended, so that the page opens on its intro again (a running play, or a kept run, would go on).
  await finishLater(page, 'en');
  await endRun(page, 'en');
  await page.goto('/quiz/en/movie-night-by-the-sea');
  await expect(page.getByRole('radio', { name: /Challenge/ })).toBeChecked();
  await page.getByRole('button', { name: 'How to play' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How to play: Challenge' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Replay' })).toBeVisible();
});
