import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { accessTokenOf, signInWithGoogle } from './account-helpers';
import { publishSite } from './desk-helpers';

/**
 * The shop's products (SPEC §3): an admin creates a product in both languages with a cover
 * image, validates it and publishes; a player sees it in the shop in English and French. A draft is
 * not in the shop (the 404 page). Two admins saving one product: the second is refused and offered
 * the saved version.
 */

test('an admin creates a product with a cover, validates and publishes it: players see it in the shop in English and French', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const id = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const [slugEn, slugFr] = [`poster-${id}`, `affiche-${id}`];

  await page.goto('/en?direct');
  await signInWithGoogle(page, 'Ada Admin', { groups: ['admin'] });
  await page.goto('/admin/app');
  await page.getByRole('link', { name: /^Products/ }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  // The seed's product, from the table.
  await expect(page.getByRole('row').filter({ hasText: 'The XL pack' })).toContainText('Validated');
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();

  // Keyboard and labels: every field is found by its label, in its language's group.
  await page.getByLabel('Type').selectOption({ label: 'Poster' });
  const en = page.getByRole('group', { name: 'Texts in English' });
  const fr = page.getByRole('group', { name: 'Texts in French' });
  await en.getByLabel('Title').fill(`Night harbour ${id}`);
  await en.getByLabel('Address (slug)').fill('Not A Slug');
  await en.getByLabel('Summary (the shop\'s card)').fill('A large print of the night harbour.');
  await en.getByLabel('Description').fill('Printed on thick paper.\n\nShipped rolled.');
  await fr.getByLabel('Title').fill(`Port de nuit ${id}`);
  await fr.getByLabel('Address (slug)').fill(slugFr);
  await fr.getByLabel('Summary (the shop\'s card)').fill('Un grand tirage du port de nuit.');
  await fr.getByLabel('Description').fill('Imprimée sur papier épais.');
  await page.getByRole('button', { name: 'Add a fact' }).click();
  const fact = page.getByRole('group', { name: 'Fact 1' });
  await fact.getByLabel('Figure (English)').fill('70 cm');
  await fact.getByLabel('What it counts (English)').fill('wide');
  await fact.getByLabel('Figure (French)').fill('70 cm');
  await fact.getByLabel('What it counts (French)').fill('de large');
  await page.getByRole('button', { name: 'Create the product' }).click();
  // The API's refusal is shown next to its field.
  await expect(en.getByLabel('Address (slug)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').first()).toContainText('Some fields are not right');
  await en.getByLabel('Address (slug)').fill('xl-pack');
  await page.getByRole('button', { name: 'Create the product' }).click();
  await expect(page.getByRole('alert').first()).toContainText('already another product\'s in this language');
  await en.getByLabel('Address (slug)').fill(slugEn);
  await en.getByLabel('Address (slug)').press('Enter');
  await expect(page.getByText('Saved (version 1).')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/app\/products\/\d+$/);
  const productUrl = page.url();

  // The cover: a PNG uploaded, checked and shown with its preview.
  const cover = page.getByRole('group', { name: 'Cover' });
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1d4e89' } }).png().toBuffer();
  await cover.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
  await expect(cover.getByText('Image saved.')).toBeVisible({ timeout: 30_000 });
  await expect(cover.getByRole('img', { name: 'Cover preview' })).toBeVisible();
  await expect(page.getByText(/^Version 2, saved/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('product-new-en.png'), fullPage: true });

  // A draft is not in the shop: its address is the not-found page.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/en/shop/${slugEn}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  // Two admins on one product: the second save is refused and offered the saved version.
  // (another admin's save: the very call the form makes, at the version they read)
  const productId = Number(productUrl.split('/').pop());
  const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
  const { product: theirs } = (await (await page.request.get(`/api/admin/products/${productId}`, { headers })).json()) as { product: Record<string, unknown> & { version: number; summary: Record<string, string> } };
  const { id: _id, images: _images, version, updatedAt: _at, ...fields } = theirs;
  const put = await page.request.put(`/api/admin/products/${productId}`, {
    headers,
    data: { product: { ...fields, summary: { ...theirs.summary, en: 'A large print of the harbour at night.' } }, version },
  });
  expect(put.status()).toBe(200);
  await en.getByLabel('Title').fill(`Harbour by night ${id}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const stale = page.getByRole('alert').filter({ hasText: 'Someone else saved this product' });
  await expect(stale).toContainText('Version 3 is saved now');
  await expect(stale.getByRole('listitem')).toHaveText(['title', 'summary']);
  await stale.getByRole('button', { name: 'Load the saved version' }).click();
  await expect(en.getByLabel('Summary (the shop\'s card)')).toHaveValue('A large print of the harbour at night.');
  await expect(en.getByLabel('Title')).toHaveValue(`Night harbour ${id}`);

  // Validated, then published.
  await page.getByLabel('Status').selectOption({ label: 'Validated' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved (version 4).')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem').first()).toContainText('validated by');
  await page.goto('/admin/app/products');
  await expect(page.getByRole('row').filter({ hasText: `Night harbour ${id}` })).toContainText('Validated');
  await publishSite(page);

  // A player sees it in the shop, with its cover, in English and in French.
  await visitor.goto('/en/shop');
  const card = visitor.getByRole('listitem').filter({ has: visitor.getByRole('link', { name: `Night harbour ${id}` }) });
  await expect(card).toContainText('A large print of the harbour at night.');
  await expect(card.locator('img')).toHaveAttribute('srcset', /-320w\.v\d\.webp 320w/);
  await card.scrollIntoViewIfNeeded();
  await visitor.screenshot({ path: testInfo.outputPath('shop-en.png'), fullPage: true });
  await card.getByRole('link', { name: `Night harbour ${id}` }).click();
  await expect(visitor).toHaveURL(new RegExp(`/en/shop/${slugEn}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: `Night harbour ${id}` })).toBeVisible();
  await expect(visitor.locator('img.product-page__cover')).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath('shop-product-en.png'), fullPage: true });
  await expect(visitor.getByRole('listitem').filter({ hasText: '70 cm' })).toContainText('wide');
  await visitor.goto(`/fr/boutique/${slugFr}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `Port de nuit ${id}` })).toBeVisible();
  await expect(visitor.getByText('Imprimée sur papier épais.')).toBeVisible();
  await expect(visitor.locator('img.product-page__cover')).toHaveAttribute('srcset', /webp/);
  await visitor.context().close();
});

test('the product pages in French fit a laptop and a tablet, with no accessibility violation', async ({ page }, testInfo) => {
  test.slow();
  await page.goto('/fr?direct');
  await signInWithGoogle(page, 'Camille Admin', { locale: 'fr', groups: ['admin'] });
  await page.context().addCookies([{ name: 'locale', value: 'fr', url: page.url() }]);
  for (const width of [1280, 820]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto('/admin/app/products');
    await expect(page.getByRole('heading', { name: 'Produits', level: 1 })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Le pack XL' })).toContainText('Validé');
    await page.screenshot({ path: testInfo.outputPath(`products-list-fr-${width}.png`), fullPage: true });
    await page.getByRole('link', { name: 'Le pack XL' }).click();
    await expect(page.getByRole('heading', { name: 'Modifier « Le pack XL »', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Textes en français' }).getByLabel('Titre')).toHaveValue('Le pack XL');
    await expect(page.getByRole('group', { name: 'Textes en anglais' }).getByLabel('Titre')).toHaveValue('The XL pack');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`product-edit-fr-${width}.png`), fullPage: true });
  }
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
});
