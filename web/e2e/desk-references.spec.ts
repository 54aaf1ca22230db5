import { expect, test } from '@playwright/test';
import { accessTokenOf, signInWithGoogle } from './account-helpers';
import { at, fillReference, pickResponse } from './desk-helpers';

/**
 * The designer's references: draw a rectangle and a polygon with the mouse, move one with
 * the keyboard, create a response in both languages and attach it, add a zoneless reference, save,
 * reload and see it all; then a player's guess of the new title is accepted by the play calls.
 * Each project edits its own free seed game (the projects run at once against one server).
 */

const GAME_OF_PROJECT: Record<string, number> = { desktop: 6, phone: 7 };

test('a designer draws zones, attaches responses, saves, and a player finds the new work', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const gameId = GAME_OF_PROJECT[testInfo.project.name] ?? 5;
  const live = page.getByTestId('refs-live');

  // Straight to the editor: the desk's header offers to sign in, and comes back here.
  await page.goto(`/desk/designer/games/${gameId}/references`);
  await signInWithGoogle(page, `Designer ${testInfo.project.name}`, { groups: ['designer'] });
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`References of .* \\(game ${gameId}\\)`) })).toBeVisible();
  const before = await page.locator('.refs-list__items > li').count();
  const surface = page.getByTestId('zone-surface');
  /** Where the picture is now (the page scrolls as forms are filled, a phone's most of all). */
  const pictureBox = async () => {
    await surface.scrollIntoViewIfNeeded();
    return (await surface.boundingBox())!;
  };
  await expect(surface).toBeVisible();

  // A rectangle, dragged with the mouse.
  await page.getByRole('radio', { name: 'Draw a rectangle' }).click();
  let box = await pictureBox();
  await page.mouse.move(at(box, 0.05, 0.06).x, at(box, 0.05, 0.06).y);
  await page.mouse.down();
  await page.mouse.move(at(box, 0.12, 0.1).x, at(box, 0.12, 0.1).y, { steps: 4 });
  await page.mouse.move(at(box, 0.2, 0.2).x, at(box, 0.2, 0.2).y, { steps: 4 });
  await page.mouse.up();
  const rectNumber = before + 1;
  let form = page.getByRole('form', { name: `New reference ${rectNumber}` });
  await expect(form).toBeVisible();
  await expect(form.getByText('Zone: a rectangle.')).toBeVisible();

  // A new response, titled in both languages, created and attached.
  await form.getByRole('button', { name: 'New response' }).click();
  const responseForm = page.getByRole('form', { name: 'New response' });
  await responseForm.getByRole('group', { name: 'English' }).getByLabel('Titles').fill('The Zephyr Lighthouse');
  await responseForm.getByRole('group', { name: 'French' }).getByLabel('Titles').fill('Le Phare de Zéphyr');
  await responseForm.getByRole('group', { name: 'English' }).getByLabel('Aliases').fill('Zephyr Light');
  await responseForm.getByLabel('Translation confidence').selectOption({ label: 'Moderate' });
  await responseForm.getByRole('button', { name: 'Create the response' }).click();
  await expect(live).toHaveText('Response “The Zephyr Lighthouse” saved and chosen.');
  await expect(form.getByText('The Zephyr Lighthouse')).toBeVisible();
  await fillReference(form, 'Lighthouse');
  await form.getByRole('button', { name: 'Save the reference' }).click();
  await expect(live).toHaveText(`Reference ${rectNumber} saved.`);
  form = page.getByRole('form', { name: new RegExp(`^Reference ${rectNumber} \\(r\\d\\d\\)$`) });
  await expect(form).toBeVisible();

  // A polygon, clicked point by point and closed on its first point; an existing response found by its French title.
  await page.getByRole('radio', { name: 'Draw a polygon' }).click();
  box = await pictureBox();
  for (const [u, v] of [[0.3, 0.06], [0.42, 0.08], [0.36, 0.2]] as const) await page.mouse.click(at(box, u, v).x, at(box, u, v).y);
  await expect(page.getByRole('button', { name: 'Close the shape' })).toBeEnabled();
  await page.mouse.click(at(box, 0.3, 0.06).x, at(box, 0.3, 0.06).y);
  await expect(live).toHaveText('Polygon of 3 points drawn.');
  const polygonForm = page.getByRole('form', { name: `New reference ${rectNumber + 1}` });
  await expect(polygonForm.getByText('Zone: a polygon of 3 points.')).toBeVisible();
  await pickResponse(polygonForm, page, 'les dents de la MER', /Jaws/);
  await fillReference(polygonForm, 'Shark');
  await polygonForm.getByRole('button', { name: 'Save the reference' }).click();
  await expect(live).toHaveText(`Reference ${rectNumber + 1} saved.`);

  // The rectangle moved with the keyboard: select mode, focus its zone, arrows, save.
  await page.getByRole('radio', { name: 'Select and move' }).click();
  const rectZone = page.getByRole('button', { name: `${rectNumber}. The Zephyr Lighthouse, rectangle zone` });
  await rectZone.focus();
  await expect(rectZone).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(live).toContainText(`${rectNumber}. The Zephyr Lighthouse moved`);
  await form.getByRole('button', { name: 'Save the reference' }).click();
  await expect(live).toHaveText(`Reference ${rectNumber} saved.`);

  // A zoneless reference.
  await page.getByRole('button', { name: 'Add a zoneless reference' }).click();
  const zonelessForm = page.getByRole('form', { name: `New reference ${rectNumber + 2}` });
  await expect(zonelessForm.getByRole('radio', { name: 'Zoneless (the whole picture)' })).toBeChecked();
  await pickResponse(zonelessForm, page, 'oiseaux', /The Birds/);
  await fillReference(zonelessForm, 'Birds');
  await zonelessForm.getByRole('button', { name: 'Save the reference' }).click();
  await expect(live).toHaveText(`Reference ${rectNumber + 2} saved.`);
  await expect(page.getByText('Everything is saved')).toBeVisible();

  // Reload: all of it is there.
  await page.reload();
  const items = page.locator('.refs-list__items > li');
  await expect(items).toHaveCount(before + 3);
  await expect(items.nth(before)).toContainText(`${rectNumber}. The Zephyr Lighthouse`);
  await expect(items.nth(before + 1)).toContainText(`${rectNumber + 1}. Jaws`);
  await expect(items.nth(before + 2)).toContainText(`${rectNumber + 2}. The Birds`);
  await expect(items.nth(before + 2)).toContainText('Zoneless');
  await expect(page.getByRole('button', { name: `${rectNumber + 1}. Jaws, polygon zone` })).toBeVisible();

  const token = await accessTokenOf(page);
  const refs = await (await page.request.get(`/api/desk/games/${gameId}/refs`, { headers: { authorization: `Bearer ${token}` } })).json();
  const rect = refs.references.find((r: { order: number }) => r.order === before).zone;
  expect(rect.x).toBeCloseTo(0.07, 2);
  expect(rect.y).toBeCloseTo(0.07, 2);

  // A player's guess of the new title, on the rectangle, is accepted by the play calls.
  const start = await page.request.post('/api/plays', { data: { gameId, mode: 'FREE', locale: 'fr' } });
  expect(start.status()).toBe(200);
  const { play } = await start.json();
  const point = { x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 };
  const guess = await page.request.post(`/api/plays/${play.playId}/guesses`, { data: { point, text: 'le phare de zephyr' } });
  expect(guess.status()).toBe(200);
  expect(await guess.json()).toMatchObject({ verdict: 'correct', title: 'Le Phare de Zéphyr' });
  const birds = await page.request.post(`/api/plays/${play.playId}/guesses`, { data: { point: null, text: 'Les Oiseaux' } });
  expect(await birds.json()).toMatchObject({ verdict: 'correct', zone: null });
});
