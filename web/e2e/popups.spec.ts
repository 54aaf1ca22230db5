import { expect, test, type Page } from '@playwright/test';
import { endRun, finishLater, TEXT } from './game-helpers';
import { liveSeedQuizzes } from './seed';

/**
 * The "pay" popup (docs/popups.md): a player who has played three quizzes is offered premium once a
 * run is over, in a corner card that leaves the page usable, takes the focus and gives it back on
 * Escape, and is remembered (until_paid) so that it does not come back.
 */
const freeQuizzes = liveSeedQuizzes().filter((q) => q.premiumLevel === 0).slice(0, 3);

async function playAPart(page: Page, slug: string, play: 'Play' | 'Replay' = 'Play') {
  const t = TEXT.en;
  await page.goto(`/quiz/en/${slug}`);
  await page.getByRole('button', { name: play, exact: true }).click();
  // The how-to comes before a player's first play of a mode.
  const start = page.getByRole('button', { name: t.start });
  const timer = page.getByRole('timer', { name: t.timeLeft });
  await expect(start.or(timer)).toBeVisible();
  if (await start.isVisible()) await start.click();
  await expect(timer).toBeVisible();
  await finishLater(page, 'en');
}

test('a player back for a third quiz is offered premium when the run is over, once', async ({ page, context }) => {
  test.slow();
  for (const quiz of freeQuizzes) await playAPart(page, quiz.slug.en);
  // No offer while runs are only paused.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await endRun(page, 'en');
  const popup = page.getByRole('dialog', { name: 'Enjoying the quizzes?' });
  await expect(popup).toBeVisible();
  // A corner card, not over an inert page: the answers stay usable.
  expect(await popup.evaluate((dialog) => dialog.matches(':modal'))).toBe(false);
  await expect(popup).toBeFocused();
  await expect(popup.getByRole('link', { name: /^3 hours, / })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);

  // until_paid: remembered for a year, listed to be forgotten when the player becomes premium.
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
  expect(cookies.popup_pay?.value).toBe('1');
  expect(cookies.triggers_popup_until_paid?.value).toBe('pay');
  expect(cookies.popup_pay!.expires - Date.now() / 1000).toBeGreaterThan(31_536_000 - 60);

  // Another run of the quiz whose run just ended.
  await playAPart(page, freeQuizzes[2]!.slug.en, 'Replay');
  await endRun(page, 'en');
  await page.waitForTimeout(2_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
