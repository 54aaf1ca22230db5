import { expect, test, type Page } from '@playwright/test';
import { freshPage } from './account-helpers';
import { clickPoint, endRun, finishLater, insidePoint, quiz, startPlay, TEXT, titleOf, zoneOf, type Point } from './game-helpers';

/**
 * What the page knows and what a play lets others do (docs/security.md): the page is never told
 * where an unfound reference is, so nothing it shows can tell a click on a reference from a click on
 * nothing; and a play answers its own player only.
 */

/**
 * A spot on no zone, with room to spare: at least 6 % of the picture from every zone's bounding box
 * (which holds the zone: further from the box is further from the zone), well beyond a fingertip's
 * tolerance.
 */
function emptySpot(): Point {
  const boxes = quiz.references.flatMap((ref) => {
    if (!ref.zone) return [];
    const corners: [number, number][] = ref.zone.kind === 'rect'
      ? [[ref.zone.x, ref.zone.y], [ref.zone.x + ref.zone.w, ref.zone.y + ref.zone.h]]
      : ref.zone.points;
    const xs = corners.map(([x]) => x);
    const ys = corners.map(([, y]) => y);
    return [{ left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) }];
  });
  for (let y = 0.05; y < 1; y += 0.05) {
    for (let x = 0.05; x < 1; x += 0.05) {
      const far = boxes.every((b) => x < b.left - 0.06 || x > b.right + 0.06 || y < b.top - 0.06 || y > b.bottom + 0.06);
      if (far) return { x, y };
    }
  }
  throw new Error('no empty spot in the picture');
}

/** Where the pin's point is on screen, and where a point of the picture is. */
async function pinAndSpot(page: Page, spot: Point) {
  const dot = await page.getByTestId('click-marker').locator('.picture__marker-dot').boundingBox();
  const canvas = await page.locator('.game .picture__canvas').boundingBox();
  if (!dot || !canvas) throw new Error('nothing on screen');
  return {
    pin: { x: dot.x + dot.width / 2, y: dot.y + dot.height / 2 },
    spot: { x: canvas.x + spot.x * canvas.width, y: canvas.y + spot.y * canvas.height },
  };
}

test('a click on a reference and a click on nothing open the same box, pinned where the player clicked', { tag: '@phone' }, async ({ page }) => {
  const t = TEXT.en;
  let start: { game: { references: object[] }; play: { references: { zone: unknown }[] } } | undefined;
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/plays') && response.request().method() === 'POST') start = await response.json();
  });
  const guesses: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/guesses')) guesses.push(request.postDataJSON());
  });
  await startPlay(page, 'en', 'FREE');

  // The page is told nothing of where the references are.
  await expect.poll(() => start).toBeDefined();
  expect(start!.game.references.every((ref) => !('zone' in ref))).toBe(true);
  expect(start!.play.references.every((ref) => ref.zone === null)).toBe(true);
  await expect(page.locator('.zone')).toHaveCount(0);

  // On the liner (r06)…
  const onLiner = insidePoint(zoneOf('r06')!);
  await clickPoint(page, onLiner);
  const box = page.getByRole('dialog');
  await expect(box).toBeVisible();
  const heading = await box.getByRole('heading').textContent();
  const words = await box.innerText();
  expect(heading).toBe(t.spotBox);
  const first = await pinAndSpot(page, onLiner);
  expect(Math.abs(first.pin.x - first.spot.x)).toBeLessThan(2);
  expect(Math.abs(first.pin.y - first.spot.y)).toBeLessThan(2);
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(page.getByTestId('click-marker')).toHaveCount(0);

  // …and on nothing at all: the very same box, its pin where the click was.
  const nothing = emptySpot();
  await clickPoint(page, nothing);
  await expect(box).toBeVisible();
  expect(await box.getByRole('heading').textContent()).toBe(heading);
  expect(await box.innerText()).toBe(words);
  const second = await pinAndSpot(page, nothing);
  expect(Math.abs(second.pin.x - second.spot.x)).toBeLessThan(2);
  expect(Math.abs(second.pin.y - second.spot.y)).toBeLessThan(2);

  // A click elsewhere while the box is open moves the pin; the answer is about the new spot.
  await clickPoint(page, onLiner);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await box.getByRole('textbox', { name: t.field }).fill('Titanic');
  await box.getByRole('textbox', { name: t.field }).press('Enter');
  await expect(page.locator('.game__panel > .feedback')).toHaveText(t.found(titleOf('r06', 'en')));
  expect(guesses).toEqual([{ point: { x: expect.closeTo(onLiner.x, 2), y: expect.closeTo(onLiner.y, 2) }, pointer: 'mouse', text: 'Titanic' }]);
  // Found, its zone comes with the answer and is drawn.
  await expect(page.locator('.zone--found')).toHaveCount(1);
});

test('a guess says what pointed: a finger (the server allows it more room) or a mouse', { tag: '@phone' }, async ({ page }, testInfo) => {
  const touch = testInfo.project.use.hasTouch === true;
  const guesses: { pointer?: string }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/guesses')) guesses.push(request.postDataJSON());
  });
  await startPlay(page, 'en', 'FREE');
  const canvas = page.locator('.game .picture__canvas');
  const box = (await canvas.boundingBox())!;
  const { x, y } = insidePoint(zoneOf('r04')!);
  const position = { x: x * box.width, y: y * box.height };
  if (touch) await canvas.tap({ position });
  else await canvas.click({ position });
  await page.getByRole('dialog').getByRole('textbox').fill('Jaws');
  await page.keyboard.press('Enter');
  await expect(page.locator('.game__panel > .feedback')).toHaveText(TEXT.en.found('Jaws'));
  expect(guesses.map((g) => g.pointer)).toEqual([touch ? 'touch' : 'mouse']);
});

test('another browser given a play’s id gets nothing from it', async ({ page, browser }, testInfo) => {
  const t = TEXT.en;
  const playId = await startPlay(page, 'en', 'FREE');
  // The player's browser holds who they are: a cookie for the API only, out of the page's reach.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'quiz_player');
  expect(cookie).toMatchObject({ httpOnly: true, path: '/api' });

  // Another browser: its own cookie jar, so a stranger to this play.
  const strangerContext = (await freshPage(browser, testInfo)).context();
  const stranger = strangerContext.request;
  const refused = async (method: 'get' | 'post', action: string, data?: object) => {
    const answer = await stranger[method](`/api/plays/${playId}/${action}`, data ? { data } : {});
    return { action, status: answer.status() };
  };
  const r04 = insidePoint(zoneOf('r04')!);
  const calls = [
    await refused('post', 'guesses', { point: r04, pointer: 'mouse', text: 'Jaws' }),
    await refused('post', 'guesses', { point: null, pointer: 'mouse', text: titleOf('r11', 'en') }),
    await refused('post', 'hints', { refId: 'r01' }),
    await refused('post', 'reveals', { refId: 'r02' }),
    await refused('get', 'solution'),
    await refused('post', 'finish'),
  ];
  expect(calls).toEqual(calls.map(({ action }) => ({ action, status: 404 })));

  // None of it reached the player's play: nothing found, r01's first hint still to come, r02 open,
  // and the play still running.
  await expect(page.getByText(t.count(0))).toBeVisible();
  const list = page.getByRole('region', { name: t.references });
  await list.getByRole('button', { name: /^Reference 1\b/ }).click();
  await list.getByRole('button', { name: t.hint }).click();
  await expect(list.locator('.hints')).toHaveText(/Hint 1/);
  await expect(list.locator('.hints .hint')).toHaveCount(1);
  await expect(list.getByRole('button', { name: /^Reference 2\b/ })).toBeVisible();

  // Once the run is over its answers are the player's, and still nobody else's.
  await finishLater(page, 'en');
  await endRun(page, 'en');
  expect((await page.request.get(`/api/plays/${playId}/solution`)).status()).toBe(200);
  expect(await refused('get', 'solution')).toEqual({ action: 'solution', status: 404 });
  await strangerContext.close();
});
