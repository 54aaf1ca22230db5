import { expect, test, type Page, type Response as PwResponse } from '@playwright/test';
import { freshPage, signInWithGoogle } from './account-helpers';
import { endRun, findReference, finishLater, quiz, quizPath, startPlay, TEXT, titleOf, type Locale } from './game-helpers';

/**
 * Runs in parts (docs/game.md "Runs in parts") and the language switch mid-play, as a newcomer meets
 * them in Chromium: "Finish later" asks, keeps the run, and the quiz page and its card offer
 * Continue; the next part keeps what was found on a fresh clock; the run ends when the player says so.
 */

/** The clock's seconds left, as the timer shows them (m:ss). */
async function secondsLeft(page: Page, locale: Locale): Promise<number> {
  const text = (await page.getByRole('timer', { name: TEXT[locale].timeLeft }).textContent()) ?? '';
  const [, m, s] = /(\d+):(\d\d)/.exec(text) ?? [];
  return Number(m) * 60 + Number(s);
}

test('a player finishes later, comes back, continues with the found references and a fresh clock, then ends the run and sees the answers', async ({ page }) => {
  test.slow();
  const t = TEXT.en;
  await startPlay(page, 'en', 'FREE');
  await findReference(page, 'en', 'r04');

  // One stray click ends nothing: "Finish later" asks, and "Keep playing" goes on.
  await page.getByRole('button', { name: t.finishLater }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Keep playing' }).click();
  await expect(page.getByRole('timer', { name: t.timeLeft })).toBeVisible();
  await finishLater(page, 'en');
  await expect(page.getByText('Part 1 is over: 1 of 11 found so far.')).toBeVisible();
  await expect(page.getByRole('button', { name: t.seeAnswers, exact: true })).toHaveCount(0);

  // Back later: the home card and the quiz page offer to continue.
  await page.goto('/en?direct');
  await expect(page.getByText('Continue: 1 of 11 found so far')).toBeVisible();
  await page.goto(quizPath('en'));
  await expect(page.getByText('In progress: 1 of 11 found after part 1.')).toBeVisible();
  const continued = page.waitForResponse((r: PwResponse) => r.url().endsWith('/api/plays') && r.request().method() === 'POST');
  await page.getByRole('button', { name: t.continue }).click();
  const part = (await (await continued).json()) as { play: { run: { partIndex: number } } };
  expect(part.play.run.partIndex).toBe(1);

  // The next part: the find is kept, the clock is fresh, the references left can be found.
  await expect(page.getByText(t.count(1))).toBeVisible();
  expect(await secondsLeft(page, 'en')).toBeGreaterThan(170);
  await findReference(page, 'en', 'r06');
  await expect(page.getByText(t.count(2))).toBeVisible();

  // The player ends the run: it asks, then shows every answer, the two finds among them.
  await finishLater(page, 'en');
  await endRun(page, 'en');
  const list = page.getByRole('region', { name: t.allReferences });
  await expect(list.getByRole('listitem').filter({ hasText: titleOf('r04', 'en') })).toContainText(t.statusFound);
  await expect(list.getByRole('listitem').filter({ hasText: titleOf('r06', 'en') })).toContainText(t.statusFound);

  // Over: the quiz page offers a new game, not a continuation.
  await page.goto(quizPath('en'));
  await expect(page.getByRole('button', { name: 'Replay' })).toBeVisible();
  await expect(page.getByRole('button', { name: t.continue })).toHaveCount(0);
});

test('a player switches to French mid-play and goes on with the same play, on the same clock', async ({ page }) => {
  await startPlay(page, 'en', 'FREE');
  await findReference(page, 'en', 'r04');
  const before = await secondsLeft(page, 'en');
  const starts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/plays')) starts.push(request.url());
  });

  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(quizPath('fr'));
  const t = TEXT.fr;
  await expect(page.getByRole('timer', { name: t.timeLeft })).toBeVisible();
  await expect(page.getByText(t.count(1))).toBeVisible();
  // The same clock (a few seconds on, never reset), the title found so far in French.
  expect(await secondsLeft(page, 'fr')).toBeLessThanOrEqual(before);
  await expect(page.getByRole('region', { name: t.references })).toContainText(titleOf('r04', 'fr'));
  await findReference(page, 'fr', 'r06');
  await expect(page.getByText(t.count(2))).toBeVisible();
  expect(starts).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(quiz.title.fr);
});

test('two devices: a run ended on one is not offered as Continue on the other, which shows its score and answers', async ({ page, browser }, testInfo) => {
  // Two browsers and two sign-ins; the viewport does not matter.
  testInfo.skip(testInfo.project.name !== 'desktop', 'one project is enough');
  test.slow();
  const t = TEXT.en;
  const name = `Ada Lovelace ${Date.now().toString(36)}`;
  await page.goto('/en?direct');
  await signInWithGoogle(page, name);

  // Device A plays a part and finishes it later: its score (part 1 of the run) reaches the server.
  await startPlay(page, 'en', 'FREE');
  await findReference(page, 'en', 'r04');
  const posted = page.waitForResponse((r: PwResponse) => new URL(r.url()).pathname === '/api/post_scores' && r.ok());
  await finishLater(page, 'en');
  await posted;

  // Device B, the same player: the synced score brings the run back, and the server says it can go on.
  const other = await freshPage(browser, testInfo);
  await other.goto('/en?direct');
  await signInWithGoogle(other, name);
  await other.goto(quizPath('en'));
  await expect(other.getByText('In progress: 1 of 11 found after part 1.')).toBeVisible();
  await expect(other.getByRole('button', { name: t.continue })).toBeVisible();

  // Device A ends the run. Device B, opened again, no longer offers Continue: the score and the answers.
  await endRun(page, 'en');
  await other.goto(quizPath('en'));
  await expect(other.getByText('This game is over: 1 of 11 found.')).toBeVisible();
  await expect(other.getByRole('button', { name: t.continue })).toHaveCount(0);
  await other.getByRole('button', { name: t.seeAnswers }).click();
  await expect(other.getByRole('heading', { level: 1, name: t.answers })).toBeVisible();
  const list = other.getByRole('region', { name: t.allReferences });
  await expect(list.getByRole('listitem').filter({ hasText: titleOf('r04', 'en') })).toContainText(t.statusFound);
  await other.context().close();
});
