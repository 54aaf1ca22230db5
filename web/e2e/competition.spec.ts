import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { accessTokenOf, freshPage, signInWithGoogle } from './account-helpers';
import { publishSite } from './desk-helpers';
import { endRun, finishLater, quiz, quizPath, startPlay, TEXT, titleOf } from './game-helpers';

/**
 * Competitions: a published competition's leaderboard orders three signed-in players
 * (each in their own browser) by the written rules — best verified score, then on a tie the shorter
 * play — and each sees their own row; its rules are pre-rendered in both languages by a publish; an
 * admin removes a player, who leaves the board. And a player's public name (docs/adr/0034-competitions-and-leaderboards.md "Names"): chosen in the menu, shown on the board, renamed in
 * French, removed.
 *
 * Every signed-in score of quiz 1 lands on the boards running then, and other tests play quiz 1 signed
 * in at the same time (the desktop and phone projects run this very file side by side): a board may
 * hold other tests' players. So each test gives its players public names carrying its own unique
 * `run` (a board shows "Player #tag" for a player without one) and checks their rows — their number, their order, their scores, the marked one — and a rank as the row the
 * page marks, never a row's index on the whole board.
 */
test.describe.configure({ mode: 'default' });
const t = TEXT.en;
/** A UTC wall-clock time `ms` from now, as the admin's form writes it. */
const wall = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 16);

/** A new run of quiz 1 after a first one (the intro's button reads "Replay"), in Classic mode. */
async function startReplay(page: Page): Promise<string> {
  await page.goto(quizPath('en'));
  await page.getByRole('radio', { name: new RegExp(t.classic) }).check();
  const started = page.waitForResponse((r) => r.url().endsWith('/api/plays') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  const howTo = page.getByRole('button', { name: t.start });
  const timer = page.getByRole('timer', { name: t.timeLeft });
  await expect(howTo.or(timer)).toBeVisible();
  if (await howTo.isVisible()) await howTo.click();
  await expect(timer).toBeVisible();
  return ((await (await started).json()) as { play: { playId: string } }).play.playId;
}

/** Plays quiz 1 signed in: finds the zoneless reference by name when asked; the play is made to last `ageSeconds` longer (test control). */
async function play(page: Page, { find, ageSeconds = 0, again = false }: { find: boolean; ageSeconds?: number; again?: boolean }) {
  const playId = again ? await startReplay(page) : await startPlay(page, 'en', 'FREE');
  if (ageSeconds) expect((await page.request.post(`/__test/plays/${playId}/age`, { data: { seconds: ageSeconds } })).status()).toBe(204);
  if (find) {
    const ref = quiz.references.find((r) => r.type === 'zoneless')!;
    await page.getByRole('button', { name: t.wholeButton }).click();
    const box = page.getByRole('dialog', { name: t.wholeBox });
    await box.getByRole('textbox', { name: t.field }).fill(titleOf(ref.id, 'en'));
    await box.getByRole('textbox', { name: t.field }).press('Enter');
    await expect(page.locator('.game__panel > .feedback')).toHaveText(t.found(titleOf(ref.id, 'en')));
  }
  const posted = page.waitForResponse((r) => r.url().includes('/api/post_scores') && r.request().method() === 'POST' && r.status() === 200);
  await finishLater(page, 'en');
  await posted;
}

/** An admin (signed in on `page`) publishes a competition on quiz 1, running now (its zone written down: UTC). */
async function publishCompetition(page: Page, titles: { en: string; fr: string }, rules = { en: 'Play fair.', fr: 'Jouez loyalement.' }) {
  const created = await page.request.post('/api/admin/competitions', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { competition: { titles, rules, gameIds: [quiz.id], start: wall(-3_600_000), end: wall(3_600_000), timeZone: 'UTC', status: 'published' } },
  });
  expect(created.status()).toBe(200);
  return ((await created.json()) as { competition: { id: string } }).competition;
}

const board = (page: Page) => page.getByRole('table');
/** A text matched as it is inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rows = (page: Page) => board(page).locator('tbody tr');
/** This test's own rows of the board: the names of its players carry its `run`, other tests' do not. */
const ownRows = (page: Page, run: string) => rows(page).filter({ hasText: run });
/** A test's unique mark, different on the two projects running the file at once. */
const runOf = (testInfo: TestInfo) => `${testInfo.project.name[0]}${Date.now().toString(36).slice(-6)}`;
/** The cells of a row but its rank (another test's better player, entering later, moves the rank). */
const entryOf = async (row: Locator) => (await row.locator('td').allTextContents()).slice(1);

/** Gives the player signed in on `page` a public name (docs/adr/0034-competitions-and-leaderboards.md "Names"): their board rows show it. */
async function nameOnBoards(page: Page, nickname: string) {
  const saved = await page.request.put('/api/me/nickname', { headers: { authorization: `Bearer ${await accessTokenOf(page)}` }, data: { nickname } });
  expect(saved.status()).toBe(200);
}

const RANK = { en: 'Your rank: ', fr: 'Votre rang\u00a0: ' } as const;
/**
 * The player's own row: exactly one row of the board is marked, it is theirs (their `name`, "(You)"),
 * and "Your rank: N" names that row's rank. Answers N.
 */
async function expectOwnRank(page: Page, name: string, locale: 'en' | 'fr' = 'en'): Promise<number> {
  const marked = board(page).locator('tr[aria-current]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveAttribute('aria-current', 'true');
  await expect(marked).toContainText(name);
  await expect(marked).toContainText(locale === 'en' ? '(You)' : '(Vous)');
  const rank = (await marked.locator('td').first().textContent())!.trim();
  expect(rank).toMatch(/^\d+$/);
  await expect(page.getByText(new RegExp(`^${RANK[locale]}${rank} — `))).toBeVisible();
  return Number(rank);
}

test('a competition\'s leaderboard orders three players by score, then the shorter play (ties rule); each sees their own row; an admin removes one', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const run = runOf(testInfo);
  const names = [`Ada ${run}`, `Bea ${run}`, `Cy ${run}`];

  // An admin publishes a competition on quiz 1, running now (its zone written down: UTC).
  await page.goto('/en?direct');
  await signInWithGoogle(page, `Ada Admin ${run}`, { groups: ['admin'] });
  const competition = await publishCompetition(
    page,
    { en: `Winter cup ${run}`, fr: `Coupe d’hiver ${run}` },
    { en: 'Play fair.\n\nThe best verified score wins.', fr: 'Jouez loyalement.\n\nLe meilleur score vérifié gagne.' },
  );

  // Three players, three browsers: A and B find the same reference (same score), B's play lasts
  // longer; C finds nothing. Their public names carry this test's `run`.
  const [a, b, c] = [page, await freshPage(browser, testInfo), await freshPage(browser, testInfo)];
  for (const [p, name] of [[b, `Bea ${run}`], [c, `Cy ${run}`]] as const) {
    await p.goto('/en?direct');
    await signInWithGoogle(p, name);
  }
  for (const [p, name] of [[a, names[0]!], [b, names[1]!], [c, names[2]!]] as const) await nameOnBoards(p, name);
  await play(b, { find: true, ageSeconds: 100 });
  await play(c, { find: false });
  await play(a, { find: true });

  // Each sees the same order (A, B, C among this test's players), their own row marked, their rank
  // that row's.
  const ranks: number[] = [];
  for (const [p, own] of [[a, 0], [b, 1], [c, 2]] as const) {
    await p.goto(`/competition/${competition.id}`);
    await expect(p.getByRole('heading', { level: 1, name: `Winter cup ${run}` })).toBeVisible();
    const mine = ownRows(p, run);
    await expect(mine).toHaveCount(3);
    await expect(mine).toContainText(names);
    await expect(mine.nth(0)).toContainText('0.9 / 10');
    await expect(mine.nth(1)).toContainText('0.9 / 10');
    await expect(mine.nth(2)).toContainText('0 / 10');
    await expect(mine.nth(own)).toContainText('(You)');
    await expect(mine.nth(own)).toHaveAttribute('aria-current', 'true');
    ranks.push(await expectOwnRank(p, names[own]!));
  }
  expect(ranks[0]).toBeLessThan(ranks[1]!);
  expect(ranks[1]).toBeLessThan(ranks[2]!);
  // The tie: A's play was the shorter.
  const seconds = async (row: number) => Number((await ownRows(a, run).nth(row).locator('td').nth(3).textContent())!.replace(/[^\d.]/g, ''));
  expect(await seconds(0)).toBeLessThan(await seconds(1));
  // The period in its written time zone, its quiz linked, the rules linked.
  await expect(a.getByText('Times of the UTC time zone')).toBeVisible();
  await expect(a.getByRole('link', { name: new RegExp(quiz.title.en) })).toHaveAttribute('href', `/quiz/en/${quiz.slug.en}`);
  expect((await new AxeBuilder({ page: a }).include('.competition-page').analyze()).violations).toEqual([]);

  if (testInfo.project.name === 'desktop') {
    for (const width of [1280, 820]) {
      await a.setViewportSize({ width, height: 900 });
      await a.screenshot({ path: testInfo.outputPath(`competition-en-${width}.png`), fullPage: true });
    }
  } else {
    await b.screenshot({ path: testInfo.outputPath('competition-en-phone.png'), fullPage: true });
  }

  // In French (the language switch: one path for both languages), the same board in French words.
  await b.goto(`/competition/${competition.id}`);
  await b.getByRole('banner').locator('.language-switch a[hreflang="fr"]').click();
  await expect(b.getByRole('heading', { level: 1, name: `Coupe d’hiver ${run}` })).toBeVisible();
  await expect(ownRows(b, run).nth(1)).toContainText('(Vous)');
  const rankFr = await expectOwnRank(b, names[1]!, 'fr');
  await expect(b.getByText(new RegExp(`^Votre rang\u00a0: ${rankFr} — 0,9 / 10`))).toBeVisible();
  await b.screenshot({ path: testInfo.outputPath(`competition-fr-${testInfo.project.name}.png`), fullPage: true });

  // An anonymous visitor reads the board too, with no row marked, and is asked to sign in to take part.
  const visitor = await freshPage(browser, testInfo);
  await visitor.goto(`/competition/${competition.id}`);
  await expect(ownRows(visitor, run)).toHaveCount(3);
  await expect(ownRows(visitor, run)).toContainText(names);
  await expect(board(visitor).locator('tr[aria-current]')).toHaveCount(0);
  await expect(visitor.getByText(/^Sign in to take part/)).toBeVisible();

  // The rules, pre-rendered by a publish, in the remembered language or the one asked for.
  await publishSite(a);
  await visitor.goto(`/competition/${competition.id}/rules`);
  await expect(visitor.getByRole('heading', { level: 1, name: `Winter cup ${run}` })).toBeVisible();
  await expect(visitor.getByText('The best verified score wins.')).toBeVisible();
  await visitor.goto(`/competition/${competition.id}/rules?l=fr`);
  await expect(visitor.getByRole('heading', { level: 1, name: `Coupe d’hiver ${run}` })).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'fr');
  await visitor.screenshot({ path: testInfo.outputPath(`competition-rules-fr-${testInfo.project.name}.png`), fullPage: true });

  // The admin removes C: C leaves the board at once, A and B stay.
  await a.goto(`/admin/app/competitions/${competition.id}`);
  const adminBoard = a.getByRole('region', { name: 'Leaderboard' });
  const adminRows = adminBoard.getByRole('row').filter({ hasText: run });
  await expect(adminRows).toHaveCount(3);
  await expect(adminRows).toContainText(names);
  await adminRows.filter({ hasText: names[2] }).getByRole('button', { name: /^Remove/ }).click();
  await adminBoard.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(adminBoard.getByRole('status')).toContainText(`${names[2]} was removed from the board`);
  await expect(adminRows).toHaveCount(2);
  await expect(adminRows).toContainText(names.slice(0, 2));
  await c.goto(`/competition/${competition.id}`);
  await expect(ownRows(c, run)).toHaveCount(2);
  await expect(ownRows(c, run)).toContainText(names.slice(0, 2));
  await expect(board(c).locator('tr[aria-current]')).toHaveCount(0);
  await expect(c.getByText(/^You are not on the board yet/)).toBeVisible();
});

test('fair runs: an honest first play enters; after reading its answers, a better replay does not, and the page tells its player why (en, fr)', async ({ page, browser }, testInfo) => {
  test.setTimeout(300_000);
  const stamp = runOf(testInfo);
  await page.goto('/en?direct');
  await signInWithGoogle(page, `Ada Admin ${stamp}`, { groups: ['admin'] });
  const competition = await publishCompetition(page, { en: `Fair cup ${stamp}`, fr: `Coupe loyale ${stamp}` });

  // An honest first play (one reference found, in a long play): its entry shows on the board.
  const player = await freshPage(browser, testInfo);
  await player.goto('/en?direct');
  await signInWithGoogle(player, `Fay ${stamp}`);
  await nameOnBoards(player, `Fay ${stamp}`);
  await play(player, { find: true, ageSeconds: 100 });
  const visitor = await freshPage(browser, testInfo);
  await visitor.goto(`/competition/${competition.id}`);
  await expect(ownRows(visitor, stamp)).toHaveCount(1);
  await expect(ownRows(visitor, stamp)).toContainText(`Fay ${stamp}`);
  await expect(ownRows(visitor, stamp)).toContainText('0.9 / 10');
  const entry = await entryOf(ownRows(visitor, stamp));

  // The player ends the run and reads its answers, then plays again, faster: it would rank better.
  await endRun(player, 'en');
  await play(player, { find: true, again: true });

  // No new entry; the page says why, to this player only.
  await player.goto(`/competition/${competition.id}`);
  await expect(ownRows(player, stamp)).toHaveCount(1);
  await expect(ownRows(player, stamp)).toContainText('(You)');
  await expect(ownRows(player, stamp)).toHaveAttribute('aria-current', 'true');
  await expectOwnRank(player, `Fay ${stamp}`);
  await expect(player.getByText(new RegExp(`^Your play of “${literal(quiz.title.en)}” started .+ does not count: you had seen the answers of this quiz\\.$`))).toBeVisible();
  await player.screenshot({ path: testInfo.outputPath(`competition-refused-en-${testInfo.project.name}.png`), fullPage: true });
  await player.getByRole('banner').locator('.language-switch a[hreflang="fr"]').click();
  await expect(player.getByText(new RegExp(`^Votre partie de « ${literal(quiz.title.fr)} » commencée le .+ ne compte pas\u00a0: vous aviez vu les réponses de ce quiz\\.$`))).toBeVisible();
  await visitor.reload();
  await expect(ownRows(visitor, stamp)).toHaveCount(1);
  expect(await entryOf(ownRows(visitor, stamp))).toEqual(entry);
  await expect(visitor.getByText(/does not count/)).toHaveCount(0);
});

test('a draft or unknown competition is not found; its rules answer 404', async ({ page, request }) => {
  await page.goto('/competition/c-000000000000');
  await expect(page.getByRole('alert')).toContainText('This competition does not exist');
  expect((await request.get('/competition/c-000000000000/rules')).status()).toBe(404);
  expect((await request.get('/api/competition/c-000000000000/board')).status()).toBe(404);
});

const MENU = {
  en: { field: 'Your public name', save: 'Save', remove: 'Remove my public name', title: 'Public name on leaderboards' },
  fr: { field: 'Votre nom public', save: 'Enregistrer', remove: 'Retirer mon nom public', title: 'Nom public dans les classements' },
} as const;

const panel = (page: Page, locale: 'en' | 'fr') => page.getByRole('region', { name: MENU[locale].title });
const ownRow = (page: Page) => page.getByRole('table').locator('tbody tr[aria-current="true"]');

test('a signed-in player sets a public name in the menu, scores in a competition and sees it on the board; renamed in French, then removed', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const stamp = runOf(testInfo);
  const first = `Nick ${stamp}`;
  const second = `Léa l’As ${stamp}`;

  // An admin publishes a competition on quiz 1, running now.
  await page.goto('/en?direct');
  await signInWithGoogle(page, `Ada Admin ${stamp}`, { groups: ['admin'] });
  const competition = await publishCompetition(page, { en: `Name cup ${stamp}`, fr: `Coupe des noms ${stamp}` });

  // The player chooses a name in the menu: a refused one first (an email), said next to the field.
  const player = await freshPage(browser, testInfo);
  await player.goto('/en?direct');
  await signInWithGoogle(player, `Bea ${stamp}`);
  await player.goto('/menu/en');
  const en = panel(player, 'en');
  await expect(en.getByText(/^Leaderboards show you as “Player #” and a number/)).toBeVisible();
  const field = en.getByRole('textbox', { name: MENU.en.field });
  await field.fill('bea@example.com');
  await field.press('Enter');
  await expect(en.getByRole('alert')).toHaveText('It looks like an email address: choose a name that is not one.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(`  ${first}  `);
  await expect(en.getByRole('alert')).toHaveCount(0);
  const saved = player.waitForResponse((r) => r.url().endsWith('/api/me/nickname') && r.request().method() === 'PUT');
  await en.getByRole('button', { name: MENU.en.save }).click();
  expect((await saved).status()).toBe(200);
  await expect(en.getByRole('status')).toHaveText(`Saved: leaderboards now show “${first}”.`);
  await expect(en.getByText(`Leaderboards show: ${first}`)).toBeVisible();
  expect((await new AxeBuilder({ page: player }).include('.nickname-panel').analyze()).violations).toEqual([]);

  // A verified play: the board's own row shows the name.
  await play(player, { find: true });
  await player.goto(`/competition/${competition.id}`);
  await expect(ownRow(player)).toContainText(first);
  await expect(ownRow(player)).toContainText('(You)');
  await expectOwnRank(player, first);
  await expect(ownRows(player, stamp)).toHaveCount(1);
  await expect(player.getByRole('link', { name: 'Choose the name shown here' })).toHaveAttribute('href', '/menu/en');

  // Renamed in French: the board shows the new name at once (the existing entry is renamed).
  await player.goto('/menu/fr');
  const fr = panel(player, 'fr');
  await fr.getByRole('textbox', { name: MENU.fr.field }).fill(second);
  await fr.getByRole('button', { name: MENU.fr.save }).click();
  const stored = second.replace('’', "'");
  await expect(fr.getByRole('status')).toHaveText(`Enregistré\u00a0: les classements affichent désormais « ${stored} ».`);
  await player.goto(`/competition/${competition.id}`);
  await player.getByRole('banner').locator('.language-switch a[hreflang="fr"]').click();
  await expect(player.getByRole('heading', { level: 1, name: `Coupe des noms ${stamp}` })).toBeVisible();
  await expect(ownRow(player)).toContainText(stored);
  await expect(ownRow(player)).toContainText('(Vous)');
  await expectOwnRank(player, stored, 'fr');
  await player.screenshot({ path: testInfo.outputPath(`nickname-board-fr-${testInfo.project.name}.png`), fullPage: true });

  // Another visitor sees the same name.
  const visitor = await freshPage(browser, testInfo);
  await visitor.goto(`/competition/${competition.id}`);
  await expect(ownRows(visitor, stamp)).toHaveCount(1);
  await expect(ownRows(visitor, stamp)).toContainText(stored);
  await expect(board(visitor).locator('tr[aria-current]')).toHaveCount(0);

  // Removed: back to the neutral number, in French.
  await player.goto('/menu/fr');
  await panel(player, 'fr').getByRole('button', { name: MENU.fr.remove }).click();
  await expect(panel(player, 'fr').getByRole('status')).toHaveText('Retiré\u00a0: les classements vous affichent de nouveau comme « Joueur n° » suivi d’un numéro.');
  await player.goto(`/competition/${competition.id}`);
  await expect(ownRow(player)).toContainText(/Joueur n°\s\d{6}/);
  await expect(ownRow(player)).not.toContainText(stored);
  await expect(ownRows(player, stamp)).toHaveCount(0);
});

test('an anonymous visitor is asked to sign in, and the call answers 401', async ({ page }) => {
  await page.goto('/menu/en');
  await expect(panel(page, 'en').getByText('Sign in to choose the name shown on competition leaderboards.')).toBeVisible();
  await expect(panel(page, 'en').getByRole('textbox')).toHaveCount(0);
  expect((await page.request.put('/api/me/nickname', { data: { nickname: 'Sneaky' } })).status()).toBe(401);
});
