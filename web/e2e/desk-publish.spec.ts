import { expect, test } from '@playwright/test';
import { accessTokenOf, signInWithGoogle } from './account-helpers';
import { publishSite } from './desk-helpers';

/**
 * docs/back-office.md "Publishing" and the admin's pages: a change a player can see is on the site after a
 * publish, without a redeploy. An admin writes a page (a draft answers 404), marks it published and
 * publishes: the pre-rendered page answers 200 with its hreflang; edits its text and publishes again:
 * a visitor reads the new text, with and without JavaScript. Two admins saving one page: the second
 * is refused and offered the saved version.
 */

test('an admin writes a page, publishes it, edits it and publishes again: visitors read it without a redeploy', async ({ page, request, browser }, testInfo) => {
  test.setTimeout(180_000);
  const slug = `press-${testInfo.project.name}-${Date.now().toString(36)}`;
  const address = `/en/${slug}`;

  await page.goto('/en?direct');
  await signInWithGoogle(page, 'Ada Admin', { groups: ['admin'] });
  await page.goto('/admin/app');
  await page.getByRole('link', { name: 'Pages' }).first().click();
  await expect(page.getByRole('heading', { name: 'Pages', level: 1 })).toBeVisible();
  // The seed's pages, drafts too.
  await expect(page.getByRole('link', { name: '/en/legal' })).toBeVisible();
  await page.getByRole('link', { name: 'New page' }).click();

  await page.getByLabel('Identifier').fill(slug);
  await page.getByLabel('Translation key').fill(slug);
  await page.getByLabel('Address', { exact: true }).fill(address);
  await page.getByLabel('Title', { exact: true }).fill('Press kit');
  await page.getByLabel('Description (search engines, link previews)').fill('Logos and pictures for the press.');
  await page.getByRole('textbox', { name: 'Block 1' }).fill('Write to [us](mailto:press@example.com) for pictures.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved (version 1).')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/app/pages/${slug}$`));
  // The history names the admin by display name (recorded at write time).
  await expect(page.getByText('page.create by Ada Admin')).toBeVisible();

  // A draft is never on the site, published or not.
  await publishSite(page);
  expect((await request.get(address)).status()).toBe(404);

  await page.goto(`/admin/app/pages/${slug}`);
  await page.getByRole('button', { name: 'Save and mark published' }).click();
  await expect(page.getByText('Saved (version 2).')).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  // Saved is not yet public: the site shows it after a publish.
  expect((await request.get(address)).status()).toBe(404);
  await publishSite(page);
  const published = await request.get(address);
  expect(published.status()).toBe(200);
  const html = await published.text();
  expect(html).toContain('<title>Press kit');
  expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="[^"]*${address}">`));
  expect(html).toContain('Write to ');
  expect(await (await request.get('/sitemap.xml')).text()).toContain(address);

  // The text edited and published again: a visitor reads the new text, with and without JavaScript.
  await page.goto(`/admin/app/pages/${slug}`);
  await page.getByRole('textbox', { name: 'Block 1' }).fill('New pictures every month: write to [us](mailto:press@example.com).');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved (version 3).')).toBeVisible();
  await publishSite(page);

  expect(await (await request.get(address)).text()).toContain('New pictures every month');
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const visitor = await context.newPage();
    const answer = await visitor.goto(address);
    expect(answer?.status()).toBe(200);
    await expect(visitor.getByText('New pictures every month')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'us', exact: true })).toHaveAttribute('href', 'mailto:press@example.com');
    await context.close();
  }

  // Unpublished: after a publish its address answers the 404 page again.
  await page.goto(`/admin/app/pages/${slug}`);
  await page.getByRole('button', { name: 'Save as a draft' }).click();
  await expect(page.getByText('Saved (version 4).')).toBeVisible();
  await publishSite(page);
  expect((await request.get(address)).status()).toBe(404);
});

test('a stale edit is refused: the admin sees which fields differ and loads the saved version', async ({ page, request }, testInfo) => {
  const slug = `stale-${testInfo.project.name}-${Date.now().toString(36)}`;
  await page.goto('/en?direct');
  await signInWithGoogle(page, 'Bea Admin', { groups: ['admin'] });
  const token = await accessTokenOf(page);
  const base = { id: slug, translationKey: slug, type: 'page', status: 'draft', locale: 'en', path: `/en/${slug}`, title: 'Team', description: 'Who we are', body: [] };
  expect((await request.post('/api/admin/pages', { headers: { authorization: `Bearer ${token}` }, data: { page: base } })).status()).toBe(200);

  await page.goto(`/admin/app/pages/${slug}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Team');
  // Someone else saves meanwhile.
  const other = await request.put(`/api/admin/pages/${slug}`, { headers: { authorization: `Bearer ${token}` }, data: { page: { ...base, title: 'Our team' }, version: 1 } });
  expect(other.status()).toBe(200);

  await page.getByLabel('Description (search engines, link previews)').fill('The people behind the quizzes');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Someone else saved this page' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('listitem')).toHaveText(['title', 'description']);
  await notice.getByRole('button', { name: 'Load the saved version' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Our team');
  await expect(page.getByText('Version 2,')).toBeVisible();
  // A player may not even read the admin's pages.
  expect((await request.get('/api/admin/pages')).status()).toBe(401);
});

test('an admin adds a menu item: after a publish the pre-rendered menu lists it', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const id = `news-${testInfo.project.name}-${Date.now().toString(36)}`;
  await page.goto('/en?direct');
  await signInWithGoogle(page, 'Cy Admin', { groups: ['admin'] });
  await page.goto('/admin/app/menu');
  await expect(page.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  await page.getByLabel('Identifier').fill(id);
  await page.getByLabel('Order').fill('90');
  await page.getByLabel('Label').fill(`News ${testInfo.project.name}`);
  await page.getByLabel(/^Address/).fill('https://example.com/news');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved (version 1).')).toBeVisible();
  await expect(page.getByRole('cell', { name: `News ${testInfo.project.name}`, exact: true })).toBeVisible();
  await publishSite(page);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto('/menu/en');
  await expect(visitor.getByRole('link', { name: `News ${testInfo.project.name}` })).toHaveAttribute('href', 'https://example.com/news');
  await context.close();
});
