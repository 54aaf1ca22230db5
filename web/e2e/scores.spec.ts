import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { freshPage, openAccountMenu, signInWithGoogle } from './account-helpers';
import { finishLater, quiz, TEXT, titleOf } from './game-helpers';

/**
 * Local-first scores, as a player lives them against the real local server:
 * two quizzes played anonymously are still there after a reload (intro, cards, stats panel); a third
 * played while the score post cannot get through is kept; signing in gives all three to the account,
 * synced; a fresh browser signed in as the same player finds them.
 */

const t = TEXT.en;
const QUIZZES = [
  { slug: quiz.slug.en, title: quiz.title.en },
  { slug: 'binge-watching-night', title: 'Binge-Watching Night' },
  { slug: 'festival-day', title: 'Festival Day' },
];
const statsPanel = (page: Page) => page.getByRole('region', { name: 'Your scores' });

/** Opens a quiz, plays it (finding one reference by name when asked), and stops with "Finish later". */
async function playQuiz(page: Page, slug: string, { find = false } = {}) {
  await page.goto(`/quiz/en/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: /Classic/ }).check();
  // A run kept from an earlier visit is left for a fresh one.
  await page.getByRole('button', { name: /^(Play|Replay|Start again from scratch)$/ }).click();
  const start = page.getByRole('button', { name: t.start });
  const timer = page.getByRole('timer', { name: t.timeLeft });
  await expect(start.or(timer)).toBeVisible();
  if (await start.isVisible()) await start.click();
  await expect(timer).toBeVisible();
  if (find) {
    const ref = quiz.references.find((r) => r.type === 'zoneless')!;
    await page.getByRole('button', { name: t.wholeButton }).click();
    const box = page.getByRole('dialog', { name: t.wholeBox });
    await box.getByRole('textbox', { name: t.field }).fill(titleOf(ref.id, 'en'));
    await box.getByRole('textbox', { name: t.field }).press('Enter');
    await expect(page.locator('.game__panel > .feedback')).toHaveText(t.found(titleOf(ref.id, 'en')));
  }
  await finishLater(page, 'en');
}

/** Plays saved in this browser (SPEC §9 gameDatas), by sync state. */
async function storedPlays(page: Page): Promise<{ playId: string; sync: boolean }[]> {
  return page.evaluate(() => {
    const datas = JSON.parse(localStorage.getItem('gameDatas') ?? '{}') as Record<string, { scores: { playId: string; sync: boolean }[] }>;
    return Object.values(datas).flatMap((game) => game.scores.map((s) => ({ playId: s.playId, sync: s.sync })));
  });
}

/** The plays listed on the stats panel, each with its sync mark in words. */
const playRows = (page: Page) => statsPanel(page).getByRole('listitem');

test('scores are kept locally, survive a reload and a cut network, move to the account at sign-in and to another device by its link', async ({ page, browser }, testInfo) => {
  test.slow();
  const player = `Score Keeper ${testInfo.project.name} ${Date.now()}`;

  // A new player: the stats panel says so.
  await page.goto('/menu/en');
  await expect(statsPanel(page).getByText(/No score yet/)).toBeVisible();

  // Two quizzes, anonymously.
  await playQuiz(page, QUIZZES[0]!.slug, { find: true });
  await playQuiz(page, QUIZZES[1]!.slug);
  await expect.poll(async () => (await storedPlays(page)).length).toBe(2);

  // Reload: both scores are still there, on the intro, the cards and the stats panel.
  await page.goto(`/quiz/en/${QUIZZES[0]!.slug}`);
  await page.reload();
  await expect(page.getByText('Your best: 0.9 / 10')).toBeVisible();
  await page.goto('/en?direct');
  for (const { title, best } of [
    { title: QUIZZES[0]!.title, best: '0.9 / 10' },
    { title: QUIZZES[1]!.title, best: '0 / 10' },
  ]) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(title) }) }).first();
    await expect(card.getByText(`Your best: ${best}`)).toBeVisible();
  }
  await page.goto('/menu/en');
  await expect(playRows(page)).toHaveCount(2);
  // Anonymous: posted, but synced only for a signed-in player (SPEC §4).
  await expect(playRows(page).filter({ hasText: 'Not yet synced' })).toHaveCount(2);

  // A third quiz while score posts cannot get through: kept, unsynced.
  await page.route('**/api/post_scores**', (route) => route.abort('internetdisconnected'));
  await playQuiz(page, QUIZZES[2]!.slug);
  await expect.poll(async () => (await storedPlays(page)).length).toBe(3);
  await page.goto('/menu/en');
  await expect(playRows(page)).toHaveCount(3);
  await expect(playRows(page).filter({ hasText: 'Not yet synced' })).toHaveCount(3);
  expect((await page.context().cookies()).some((c) => c.name === 'gameDatas' && c.value.length > 0)).toBe(true);
  await new AxeBuilder({ page }).include('.stats-panel').analyze().then(({ violations }) => expect(violations.map((v) => v.id)).toEqual([]));

  // The network is back; the player signs in: the three scores go to the account, synced.
  await page.unroute('**/api/post_scores**');
  await signInWithGoogle(page, player);
  await expect(playRows(page).filter({ hasText: /^.*Synced$/ })).toHaveCount(3);
  await expect(playRows(page).filter({ hasText: 'Not yet synced' })).toHaveCount(0);
  expect((await storedPlays(page)).every((s) => s.sync)).toBe(true);
  await expect(statsPanel(page).getByText('Quizzes played').locator('xpath=following-sibling::dd')).toHaveText('3');

  // A fresh browser, the same player: the scores come from the account.
  const other = await freshPage(browser, testInfo);
  await other.goto('/menu/en');
  await expect(statsPanel(other).getByText(/No score yet/)).toBeVisible();
  await signInWithGoogle(other, player);
  await expect(playRows(other)).toHaveCount(3);
  await expect(playRows(other).filter({ hasText: 'Not yet synced' })).toHaveCount(0);
  await other.goto(`/quiz/en/${QUIZZES[0]!.slug}`);
  await expect(other.getByText('Your best: 0.9 / 10')).toBeVisible();
  await other.context().close();

  // The session moves to another device by its one-time link: the scores come with it.
  await (await openAccountMenu(page, player)).getByRole('link', { name: 'Use on another device' }).click();
  const linkBox = page.getByRole('textbox', { name: 'Link for your other device' });
  await expect(linkBox).toHaveValue(/\/push_session\/[A-Za-z0-9_-]{43}\?l=en$/);
  const moved = await freshPage(browser, testInfo);
  await moved.goto(await linkBox.inputValue());
  await moved.getByRole('button', { name: `Continue as ${player}` }).click();
  await moved.waitForURL('/en');
  await moved.goto('/menu/en');
  await expect(playRows(moved)).toHaveCount(3);
  await expect(playRows(moved).filter({ hasText: 'Not yet synced' })).toHaveCount(0);
  await moved.context().close();
});
