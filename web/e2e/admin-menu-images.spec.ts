import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInWithGoogle } from './account-helpers';
import { publishSite } from './desk-helpers';

/**
 * The admin's content: removing a menu item (a confirm step; the menu page loses it at
 * the next publish) and a page's picture (uploaded through the site's picture store, alt text in
 * both languages; the published page shows it with its web copies).
 */

const unique = () => Math.random().toString(36).slice(2, 8);

async function signInAsAdmin(page: Page, name: string) {
  await page.goto('/en?direct');
  await signInWithGoogle(page, name, { groups: ['admin'] });
}

test('an admin removes a menu item after confirming: the published menu page no longer lists it', async ({ page, request }) => {
  test.setTimeout(150_000);
  const id = `old-${unique()}`;
  const label = `Old corner ${id}`;
  await signInAsAdmin(page, 'Ada Admin');
  await page.goto('/admin/app/menu');
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  await page.getByLabel('Identifier').fill(id);
  await page.getByLabel('Label').fill(label);
  await page.getByLabel('Address (/…, https://…, mailto:…)').fill('/en/legal');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: `Remove “${label}”` })).toBeVisible();
  await publishSite(page);
  expect(await (await request.get('/menu/en')).text()).toContain(label);

  await page.goto('/admin/app/menu');
  await page.getByRole('button', { name: `Remove “${label}”` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Remove “${label}” (EN) from the menu?` });
  await expect(dialog).toBeFocused();
  // Keep it: nothing removed.
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByRole('cell', { name: label, exact: true })).toBeVisible();
  // Escape closes the question too; then remove it for real.
  await page.getByRole('button', { name: `Remove “${label}”` }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: `Remove “${label}”` }).click();
  await dialog.getByRole('button', { name: 'Remove it' }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${label}” was removed. Publish to update the site's menu.` })).toBeVisible();
  await expect(page.getByRole('cell', { name: label, exact: true })).toHaveCount(0);
  // Still on the site until the publish.
  expect(await (await request.get('/menu/en')).text()).toContain(label);
  await publishSite(page);
  expect(await (await request.get('/menu/en')).text()).not.toContain(label);
});

test('an admin adds a picture to a page (alt text in both languages): the published page shows it with its web copies', async ({ page, request, browser }) => {
  test.setTimeout(150_000);
  const slug = `stand-${unique()}`;
  const address = `/en/${slug}`;
  await signInAsAdmin(page, 'Ada Admin');
  await page.goto('/admin/app/pages/new');
  await page.getByLabel('Identifier').fill(slug);
  await page.getByLabel('Translation key').fill(slug);
  await page.getByLabel('Address', { exact: true }).fill(address);
  await page.getByLabel('Title', { exact: true }).fill('Our stand');
  await page.getByLabel('Description (search engines, link previews)').fill('Where to find us at the fair.');
  await page.getByRole('textbox', { name: 'Block 1' }).fill('Come and see us.');
  await page.getByRole('button', { name: 'Add a block' }).click();
  const block = page.getByRole('group', { name: 'Block 2' });
  await block.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Picture' });

  const input = block.getByLabel('Choose a picture (PNG, JPEG, WebP or SVG, up to 8 MB)');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(block.getByText('“notes.txt” is not a PNG, JPEG, WebP or SVG picture.')).toBeVisible();
  const png = await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#2a6f97' } }).png().toBuffer();
  await input.setInputFiles({ name: 'stand.png', mimeType: 'image/png', buffer: png });
  await expect(block.getByText('Picture ready (1200 × 700). Save the page to keep it.')).toBeVisible({ timeout: 30_000 });

  // Both alt texts are required: the browser asks for the French one before anything is sent.
  await block.getByLabel('What the picture shows, in English (required)').fill('Our stand at the fair, blue banners');
  await page.getByRole('button', { name: 'Save and mark published' }).click();
  await expect(block.getByLabel('What the picture shows, in French (required)')).toHaveJSProperty('validity.valueMissing', true);
  await block.getByLabel('What the picture shows, in French (required)').fill('Notre stand au salon, bannières bleues');
  await page.getByRole('button', { name: 'Save and mark published' }).click();
  await expect(page.getByText('Saved (version 1).')).toBeVisible();
  await publishSite(page);

  const html = await (await request.get(address)).text();
  expect(html).toMatch(/<img[^>]*alt="Our stand at the fair, blue banners"/);
  expect(html.replace(/srcSet=/g, 'srcset=')).toMatch(/srcset="\/images\/[0-9a-f]{16}-320w\.v\d+\.webp 320w, [^"]*960w"/);
  // A visitor without JavaScript sees the picture load.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const visitor = await context.newPage();
  await visitor.goto(address);
  const img = visitor.getByRole('img', { name: 'Our stand at the fair, blue banners' });
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
  await context.close();
});
