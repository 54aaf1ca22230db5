import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { accessTokenOf, signInWithGoogle } from './account-helpers';

/**
 * The designer's games and pictures: the gate (signed out, no role), then a designer
 * creates a game in both languages, uploads a PNG, sees it, edits, meets a stale edit and the
 * go-live refusal (docs/back-office.md "Designer: games and pictures").
 */

const unique = () => Math.random().toString(36).slice(2, 8);

async function signInAsDesigner(page: Page, name: string) {
  await page.goto('/en?direct');
  await signInWithGoogle(page, name, { groups: ['designer'] });
  await page.goto('/desk/designer');
  await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
}

test('a signed-out visitor is asked to sign in; a player without the designer role sees "No access"', async ({ page }) => {
  await page.goto('/desk/designer');
  await expect(page.getByRole('heading', { name: 'Sign in to use the back-office' })).toBeVisible();
  await page.goto('/en?direct');
  await signInWithGoogle(page, 'Pat Player');
  await page.goto('/desk/designer/games/new');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create the game' })).toHaveCount(0);
});

test('a designer creates a game in both languages, uploads its picture, edits it, and a stale edit offers to reload', async ({ page }) => {
  test.setTimeout(60_000);
  const id = unique();
  await signInAsDesigner(page, 'Dana Designer');
  // The list shows every status, seed games included.
  await expect(page.getByRole('table')).toContainText('Live');
  await page.getByRole('link', { name: 'New game' }).click();
  await expect(page.getByRole('heading', { name: 'New game', level: 1 })).toBeVisible();

  const english = page.getByRole('group', { name: 'English' });
  const french = page.getByRole('group', { name: 'French' });
  await english.getByLabel('Title').fill(`Harbour ${id}`);
  await english.getByLabel('Slug (address)').fill(`harbour-${id}`);
  await english.getByLabel('Description (landing page)').fill('Boats, nets and famous faces.');
  await french.getByLabel('Title').fill(`Port ${id}`);
  // A slug a seed game holds already: refused next to the field.
  await french.getByLabel('Slug (address)').fill('soiree-series');
  await french.getByLabel('Description (landing page)').fill('Bateaux, filets et visages connus.');
  await page.getByLabel('Difficulty').selectOption({ label: 'Hard' });
  await page.getByRole('button', { name: 'Create the game' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Some fields need a correction.' })).toBeVisible();
  await expect(french.getByText('This slug is already used by another game in that language.')).toBeVisible();
  await expect(french.getByLabel('Slug (address)')).toHaveAttribute('aria-invalid', 'true');
  await french.getByLabel('Slug (address)').fill(`port-${id}`);
  await page.getByRole('button', { name: 'Create the game' }).click();

  await expect(page).toHaveURL(/\/desk\/designer\/games\/\d+$/);
  const gameId = Number(page.url().split('/').pop());
  await expect(page.getByRole('status').filter({ hasText: 'Game created' })).toBeVisible();
  await expect(page.getByText('Version 1')).toBeVisible();
  await expect(page.getByRole('link', { name: /References and zones/ })).toHaveAttribute('href', `/desk/designer/games/${gameId}/references`);
  // The game's other back-office pages: its rejected guesses, its testers' reviews, a try-it play.
  const more = page.getByRole('navigation', { name: 'More on this game' });
  await expect(more.getByRole('link', { name: 'Rejected guesses' })).toHaveAttribute('href', `/desk/designer/games/${gameId}/misses`);
  await expect(more.getByRole('link', { name: "Testers' reviews" })).toHaveAttribute('href', `/desk/designer/games/${gameId}/reviews`);
  await expect(more.getByRole('link', { name: /^Try it/ })).toHaveAttribute('href', /^\/desk\/designer\/play\/[0-9a-f-]{36}$/);

  // The picture: a wrong type and a too large file are refused before sending, with clear words.
  const input = page.getByLabel('Choose a picture');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toContainText('“notes.txt” is not a PNG, JPEG, WebP or SVG picture.');
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(9 * 1024 * 1024) });
  await expect(page.getByRole('alert')).toContainText('“huge.png” weighs 9 MB: at most 8 MB.');
  // Bytes that are not a picture under a PNG name: the server reads the bytes and refuses.
  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
  await expect(page.getByRole('alert')).toContainText('This file is not a picture we accept');
  const png = await sharp({ create: { width: 1200, height: 750, channels: 3, background: '#2a6f97' } }).png().toBuffer();
  await input.setInputFiles({ name: `harbour-${id}.png`, mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Picture saved.')).toBeVisible();
  const preview = page.getByRole('img', { name: "The game's picture" });
  await expect(preview).toBeVisible();
  const src = await preview.getAttribute('src');
  // Its public name says nothing of the game (a content hash).
  expect(src).toMatch(/^\/images\/[0-9a-f]{16}-\d+w\.v\d+\.webp$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  await expect(page.getByText('Version 2')).toBeVisible();

  // An edit.
  await page.getByLabel('Access').selectOption({ label: 'Premium' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByText('Version 3')).toBeVisible();

  // Going live is refused with what is missing (no reference yet).
  await page.getByLabel('Status').selectOption({ label: 'Live' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('This game cannot go live yet');
  await expect(page.getByRole('alert')).toContainText('The game has no reference.');
  await page.getByLabel('Status').selectOption({ label: 'Test' });

  // Someone else saves from another tab (the same call the form makes) …
  const token = await accessTokenOf(page);
  const other = await page.request.get(`/api/desk/games/${gameId}`, { headers: { authorization: `Bearer ${token}` } });
  const theirs = (await other.json()) as Record<string, unknown> & { title: { en: string; fr: string } };
  const put = await page.request.put(`/api/desk/games/${gameId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { ...theirs, title: { ...theirs.title, en: `Harbour ${id} by night` } },
  });
  expect(put.status()).toBe(200);
  // … then this tab's save is refused, nothing is overwritten, and Reload shows their version.
  await page.getByRole('group', { name: 'English' }).getByLabel('Title').fill(`Harbour ${id} at dawn`);
  await page.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Someone else changed this game' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('now version 4');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'English' }).getByLabel('Title')).toHaveValue(`Harbour ${id} by night`);
  await expect(page.getByText('Version 4')).toBeVisible();

  // Back on the list: the new game, in test, with its picture.
  await page.getByRole('link', { name: 'All games' }).click();
  const row = page.getByRole('row').filter({ hasText: `Harbour ${id} by night` });
  await expect(row).toContainText('Test');
  await expect(row).toContainText('Yes');
});

test('the designer\'s pages in French fit a laptop and a tablet, with no accessibility violation', async ({ page }, testInfo) => {
  test.slow();
  await signInAsDesigner(page, 'Camille Designer');
  // Back-office paths carry no language: the switch keeps the page and changes its language …
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Jeux', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/desk\/designer$/);
  // … and a page opened anew is in the remembered one.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Jeux', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nouveau jeu' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Soirée séries' }).getByText('En ligne')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('designer-list-fr.png'), fullPage: true });
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto('/desk/designer/games/2');
    await expect(page.getByRole('heading', { name: 'Jeu 2', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Français' }).getByLabel('Titre')).toHaveValue('Soirée séries');
    await expect(page.getByRole('img', { name: 'L’image du jeu' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`designer-game-fr-${width}.png`), fullPage: true });
  }
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
});
