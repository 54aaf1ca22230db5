import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { accessTokenOf, freshPage } from './account-helpers';
import { signedIn } from './desk-helpers';
import { clickPoint, clickZone, insidePoint, numberOf, startPlay, TEXT, titleOf } from './game-helpers';

/**
 * The review slice, through the browser: a player's rejected guess reaches the designer's
 * list, the designer promotes it, and the same guess is accepted in a new play; a tester plays a game
 * in test (the playground) and files a review, the designer acknowledges it, the tester sees it.
 */

const seedDir = path.resolve(import.meta.dirname, '../../scripts/seed');
type Zone = { kind: 'rect'; x: number; y: number; w: number; h: number } | { kind: 'polygon'; points: [number, number][] };
const game2 = JSON.parse(readFileSync(path.join(seedDir, 'games/2/quiz.json'), 'utf8')) as {
  title: { en: string; fr: string };
  references: { id: string; zone: Zone | null; response: string }[];
};
const responses = JSON.parse(readFileSync(path.join(seedDir, 'responses.json'), 'utf8')) as { id: string; titles: { en: string[]; fr: string[] } }[];
const game2Ref1 = game2.references[0]!;
const game2Ref1Title = responses.find((r) => r.id === game2Ref1.response)!.titles.en[0]!;

/**
 * The references whose response each test changes, apart per project: the desktop and phone runs go
 * side by side on the same server, and two promotions on one response at once are a 409 by design.
 */
const REFS = { desktop: { promote: 'r04', stale: 'r07' }, phone: { promote: 'r06', stale: 'r09' } } as const;
const refsOf = (testInfo: TestInfo) => REFS[testInfo.project.name as keyof typeof REFS];

async function guessOn(page: Page, refId: string, text: string) {
  await clickZone(page, refId);
  const box = page.getByRole('dialog', { name: TEXT.en.spotBox });
  const field = box.getByRole('textbox', { name: TEXT.en.field });
  await field.fill(text);
  await field.press('Enter');
  return box;
}

test('a player\'s rejected guess reaches the designer, who promotes it to an alias: the same guess is then accepted', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const text = `Toothy ${testInfo.project.name} ${Date.now().toString(36)}`;
  const ref = refsOf(testInfo).promote;
  // A player (anonymous) guesses it on a reference of game 1: refused.
  await startPlay(page, 'en', 'FREE');
  const box = await guessOn(page, ref, text);
  await expect(box.locator('.feedback')).toHaveText(TEXT.en.wrong);
  await page.keyboard.press('Escape');

  // The designer sees it in the reference's table, with its count and the verdict now, and promotes it.
  const designer = await signedIn(browser, testInfo, 'Dana Designer', ['designer']);
  await designer.goto('/desk/designer/games/1/misses');
  await expect(designer.getByRole('heading', { level: 1, name: 'Rejected guesses' })).toBeVisible();
  const row = designer.getByRole('row').filter({ has: designer.getByRole('rowheader', { name: text, exact: true }) });
  await expect(row).toContainText('wrong');
  await expect(row.getByRole('cell').nth(0)).toHaveText('1');
  // Keyboard: focus the button and press Enter.
  const promote = row.getByRole('button', { name: `Promote to alias: “${text}”, in English` });
  await promote.focus();
  await designer.keyboard.press('Enter');
  await expect(designer.getByRole('status').filter({ hasText: `“${text}” is now an alias` })).toBeVisible();
  await expect(row).toContainText('Alias');
  const axe = await new AxeBuilder({ page: designer }).include('.desk__page').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  // The page links to the game's reviews, and back.
  await designer.getByRole('link', { name: "Testers' reviews of this quiz" }).click();
  await expect(designer).toHaveURL(/\/desk\/designer\/games\/1\/reviews$/);
  await designer.getByRole('link', { name: 'Rejected guesses of this quiz' }).click();
  await expect(designer).toHaveURL(/\/desk\/designer\/games\/1\/misses$/);
  // After a reload the verdict is the checker's now: accepted.
  await designer.reload();
  await designer.getByLabel('Show handled guesses (dismissed or promoted)').check();
  await expect(designer.getByRole('row').filter({ hasText: text })).toContainText('accepted');

  // A new play (another player): the very same guess is now found.
  const other = await freshPage(browser, testInfo);
  await startPlay(other, 'en', 'FREE');
  await guessOn(other, ref, text);
  await expect(other.locator('.game__panel > .feedback')).toHaveText(TEXT.en.found(titleOf(ref, 'en')));
});

test('a tester plays a game in test and files a review; the designer acknowledges it; the tester sees it acknowledged', async ({ browser, request }, testInfo) => {
  test.setTimeout(150_000);
  const created = await request.post('/__test/test-games', { data: { from: 2 } });
  expect(created.ok()).toBe(true);
  const { id, uuid } = (await created.json()) as { id: number; uuid: string };

  // Nobody else sees it: anonymous callers get a 404 from the playground and the game.
  expect((await request.get(`/api/playground/${uuid}`)).status()).toBe(404);
  expect((await request.get(`/api/game/${id}`)).status()).toBe(404);

  const tester = await signedIn(browser, testInfo, 'Tess Tester', ['tester']);
  await tester.goto('/desk/tester');
  await expect(tester.getByRole('heading', { level: 1, name: 'Quizzes in test' })).toBeVisible();
  await tester.getByRole('link', { name: `Play quiz #${id}` }).click();
  await expect(tester).toHaveURL(new RegExp(`/desk/tester/play/${uuid}$`));
  // The game's own page, the ordinary play calls.
  await expect(tester.getByRole('heading', { level: 1, name: game2.title.en })).toBeVisible();
  await tester.getByRole('radio', { name: /Classic/ }).check();
  await tester.getByRole('button', { name: TEXT.en.play, exact: true }).click();
  await tester.getByRole('button', { name: TEXT.en.start }).click();
  await clickPoint(tester, insidePoint(game2Ref1.zone!));
  const field = tester.getByRole('dialog', { name: TEXT.en.spotBox }).getByRole('textbox', { name: TEXT.en.field });
  await field.fill(game2Ref1Title);
  await field.press('Enter');
  await expect(tester.locator('.game__panel > .feedback')).toHaveText(TEXT.en.found(game2Ref1Title));

  // The review form of reference #1.
  await tester.goto(`/desk/tester/games/${id}`);
  const ref1 = tester.getByRole('region', { name: `#1 – ${game2Ref1Title}` });
  await ref1.getByRole('button', { name: 'Add a review – #1' }).click();
  await ref1.getByLabel('Kind').selectOption('typo');
  await ref1.getByLabel('What is wrong').fill('The second hint has a typo.');
  await ref1.getByRole('button', { name: 'Save the review' }).click();
  await expect(tester.getByRole('status').filter({ hasText: 'Review saved.' })).toBeVisible();
  await expect(ref1).toContainText('The second hint has a typo.');
  await expect(ref1).toContainText('Not acknowledged yet');

  // The designer acknowledges it.
  const designer = await signedIn(browser, testInfo, 'Dino Designer', ['designer']);
  await designer.goto(`/desk/designer/games/${id}/reviews`);
  await expect(designer.getByText('The second hint has a typo.')).toBeVisible();
  await designer.getByRole('button', { name: /^Acknowledge the review of .* on reference #1$/ }).click();
  await expect(designer.getByText(/^Acknowledged by /)).toBeVisible();

  // The tester sees it acknowledged (and the page links to the play).
  await tester.reload();
  await expect(tester.getByRole('link', { name: 'Play this quiz' })).toHaveAttribute('href', `/desk/tester/play/${uuid}`);
  await expect(tester.getByRole('region', { name: `#1 – ${game2Ref1Title}` })).toContainText(/Acknowledged by /);
  await tester.goto('/desk/tester');
  await expect(tester.getByText(/The designers acknowledged \d+ of your reviews/)).toBeVisible();
});

test('a promotion on a response changed meanwhile is refused: the row comes back, the page says so and offers to reload', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const [first, second] = [`Big teeth ${stamp}`, `Sea beast ${stamp}`];
  const ref = refsOf(testInfo).stale;
  await startPlay(page, 'en', 'FREE');
  for (const text of [first, second]) {
    const box = await guessOn(page, ref, text);
    await expect(box.locator('.feedback')).toHaveText(TEXT.en.wrong);
    await page.keyboard.press('Escape');
  }
  const designer = await signedIn(browser, testInfo, 'Della Designer', ['designer']);
  await designer.goto('/desk/designer/games/1/misses');
  const rowOf = (text: string) => designer.getByRole('row').filter({ has: designer.getByRole('rowheader', { name: text, exact: true }) });
  await expect(rowOf(second)).toBeVisible();

  // Someone else promotes the first one meanwhile (the response's version moves on).
  const token = await accessTokenOf(designer);
  const auth = { authorization: `Bearer ${token}` };
  const listed = (await (await request.get('/api/desk/games/1/misses', { headers: auth })).json()) as {
    references: { refId: string; response: { version: number }; misses: { key: string; text: string }[] }[];
  };
  const listedRef = listed.references.find((r) => r.refId === ref)!;
  const key = listedRef.misses.find((m) => m.text === first)!.key;
  const meanwhile = await request.post('/api/desk/games/1/misses/promote', {
    headers: auth, data: { refId: ref, key, as: 'alias', locale: 'en', responseVersion: listedRef.response.version },
  });
  expect(meanwhile.ok()).toBe(true);

  // This page still holds the old version: refused, rolled back, explained.
  await rowOf(second).getByRole('button', { name: `Promote to alias: “${second}”, in English` }).click();
  const alert = designer.getByRole('alert').filter({ hasText: 'Someone changed this response meanwhile' });
  await expect(alert).toBeVisible();
  await expect(rowOf(second).getByRole('button', { name: `Promote to alias: “${second}”, in English` })).toBeVisible();
  await alert.getByRole('button', { name: 'Reload' }).click();
  // Reloaded: the first one is an alias now (in the response's aliases, its row handled).
  const refRegion = designer.getByRole('region', { name: `#${numberOf(ref)} – ${titleOf(ref, 'en')}` });
  await expect(refRegion.getByRole('definition').first()).toContainText(first);
  // Now it goes through.
  await rowOf(second).getByRole('button', { name: `Promote to alias: “${second}”, in English` }).click();
  await expect(designer.getByRole('status').filter({ hasText: `“${second}” is now an alias` })).toBeVisible();
});

test('a designer plans: a composition goes from idea to validated, and the caddy keeps responses to reuse', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  const designer = await signedIn(browser, testInfo, `Pat Planner ${testInfo.project.name}`, ['designer']);
  await designer.goto('/desk/designer/planning');
  await expect(designer.getByRole('heading', { level: 1, name: 'Planning' })).toBeVisible();
  const compositions = designer.getByRole('region', { name: 'Compositions' });
  await compositions.getByLabel('New composition: title').fill('Summer of sharks');
  await compositions.getByLabel('Planned games (numbers, separated by commas)').fill('1, 2');
  await compositions.getByRole('button', { name: 'Create the composition' }).click();
  const card = compositions.getByRole('listitem').filter({ hasText: 'Summer of sharks' });
  await expect(card).toContainText('games: #1, #2');
  await card.getByLabel('Status').selectOption('validated');
  await designer.reload();
  await expect(designer.getByRole('region', { name: 'Compositions' }).getByRole('listitem').filter({ hasText: 'Summer of sharks' }).getByLabel('Status')).toHaveValue('validated');

  const caddy = designer.getByRole('region', { name: 'Caddy' });
  await expect(caddy).toContainText('Your caddy is empty.');
  await caddy.getByLabel('Response id to add').fill('jaws');
  await caddy.getByRole('button', { name: 'Add to the caddy' }).click();
  await expect(caddy.getByRole('listitem')).toContainText('Jaws');
  await caddy.getByLabel('Response id to add').fill('no-such-work');
  await caddy.getByRole('button', { name: 'Add to the caddy' }).click();
  await expect(caddy.getByRole('alert')).toBeVisible();
  await caddy.getByRole('button', { name: 'Remove Jaws from the caddy' }).click();
  await expect(caddy).toContainText('Your caddy is empty.');
});
