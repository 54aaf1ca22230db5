import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { freshPage, signInWithGoogle } from './account-helpers';

/**
 * The audit trail: a designer edits a game; the admin reads the game's history with the
 * designer's display name and the change as "field: before → after"; the designer's own page shows
 * a non-admin no link to it (docs/back-office.md "Audit pages").
 */

const unique = () => Math.random().toString(36).slice(2, 8);

test('a designer edits a game; the admin reads who changed what, by display name; a non-admin designer sees no history link', async ({ page, browser }, testInfo) => {
  // The desktop run also takes the audit page's screenshots (two sizes, two languages).
  test.setTimeout(240_000);
  const id = unique();
  const designerName = `Dana Designer ${id}`;

  // The designer (not an admin) creates a game and renames it.
  await page.goto('/en?direct');
  await signInWithGoogle(page, designerName, { groups: ['designer'] });
  await page.goto('/desk/designer/games/new');
  const english = page.getByRole('group', { name: 'English' });
  const french = page.getByRole('group', { name: 'French' });
  await english.getByLabel('Title').fill(`Harbour ${id}`);
  await english.getByLabel('Slug (address)').fill(`harbour-${id}`);
  await english.getByLabel('Description (landing page)').fill('Boats, nets and famous faces.');
  await french.getByLabel('Title').fill(`Port ${id}`);
  await french.getByLabel('Slug (address)').fill(`port-${id}`);
  await french.getByLabel('Description (landing page)').fill('Bateaux, filets et visages connus.');
  await page.getByRole('button', { name: 'Create the game' }).click();
  await expect(page).toHaveURL(/\/desk\/designer\/games\/\d+$/);
  const gameId = Number(page.url().split('/').pop());
  await english.getByLabel('Title').fill(`Harbour lights ${id}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  // The history is the admin's: no link for a designer who is not one.
  const more = page.getByRole('navigation', { name: 'More on this game' });
  await expect(more.getByRole('link', { name: "Testers' reviews" })).toBeVisible();
  await expect(more.getByRole('link', { name: 'History of changes (admin)' })).toHaveCount(0);
  // …and its address answers "No access".
  await page.goto(`/admin/app/games/${gameId}/audit`);
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();

  // The admin, elsewhere: Admin → Games → the game's history.
  const admin = await freshPage(browser, testInfo);
  await admin.goto('/en?direct');
  await signInWithGoogle(admin, `Ada Admin ${id}`, { groups: ['admin'] });
  await admin.goto('/admin/app');
  await admin.getByRole('link', { name: /^Games/ }).click();
  await expect(admin.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible();
  await admin.getByRole('link', { name: `History of game ${gameId}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/app/games/${gameId}/audit$`));
  await expect(admin.getByRole('heading', { name: `History of game ${gameId}`, level: 1 })).toBeVisible();

  const entries = admin.locator('.admin-audit__entry');
  await expect(entries).toHaveCount(2);
  const update = entries.nth(0);
  await expect(update.getByText('Game settings changed')).toBeVisible();
  // By name, never by sign-in id (docs/back-office.md "Names").
  await expect(update.getByText(new RegExp(`^by ${designerName}$`))).toBeVisible();
  await expect(admin.getByText(/google_/)).toHaveCount(0);
  await expect(update.getByRole('list', { name: 'What changed' })).toHaveText(`Title (en): Harbour ${id} → Harbour lights ${id}`);
  await expect(entries.nth(1).getByText('Game created')).toBeVisible();
  await expect(entries.nth(1).getByText(new RegExp(`^by ${designerName}`))).toBeVisible();
  // Values as a person reads them, through the catalogues (docs/back-office.md "The audit page"): never "movie" or "0".
  const created = entries.nth(1).getByRole('list', { name: 'What changed' });
  await expect(created.getByText('Themes: Movies', { exact: true })).toBeVisible();
  await expect(created.getByText('Access: Free', { exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page: admin }).include('.admin-panel').analyze()).violations).toEqual([]);

  // The designer's page of that game, for the admin, links the history.
  await admin.getByRole('link', { name: "Open the designer's page of this game" }).click();
  const adminMore = admin.getByRole('navigation', { name: 'More on this game' });
  await expect(adminMore.getByRole('link', { name: 'History of changes (admin)' })).toHaveAttribute('href', `/admin/app/games/${gameId}/audit`);

  // The designer's own page on the admin's user page: what they changed.
  await admin.goto('/admin/app/users');
  await admin.getByLabel('Search by name, email or user id').fill(designerName);
  await admin.getByRole('button', { name: 'Search' }).click();
  await admin.getByRole('link', { name: designerName }).click();
  const byUser = admin.getByRole('heading', { name: 'Changes made by this person' }).locator('..');
  await expect(byUser.getByText('Game settings changed')).toBeVisible();
  await expect(byUser.getByRole('link', { name: `History of game ${gameId}` }).first()).toBeVisible();

  // The audit page (docs/back-office.md "The audit page"): every change, narrowed to games and to the designer.
  await admin.goto('/admin/app');
  await admin.getByRole('link', { name: /^Audit trail/ }).click();
  await expect(admin.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
  await admin.getByLabel('Kind').selectOption({ label: 'Games' });
  await admin.getByLabel('Person').selectOption({ label: designerName });
  await expect(admin).toHaveURL(/\/admin\/app\/audit\?kind=GAME&person=/);
  const trail = admin.locator('.admin-audit__entry');
  await expect(trail).toHaveCount(2);
  await expect(trail.nth(0).getByRole('link', { name: `History of game ${gameId}` })).toBeVisible();
  await expect(trail.nth(0).getByText(new RegExp(`^by ${designerName}`))).toBeVisible();
  await expect(admin.getByText(/google_/)).toHaveCount(0);
  expect((await new AxeBuilder({ page: admin }).include('main').analyze()).violations).toEqual([]);
  if (testInfo.project.name === 'desktop') {
    for (const [locale, size] of [['en', { width: 1366, height: 900 }], ['fr', { width: 1366, height: 900 }], ['en', { width: 390, height: 844 }], ['fr', { width: 390, height: 844 }]] as const) {
      await admin.context().addCookies([{ name: 'locale', value: locale, url: new URL(admin.url()).origin }]);
      await admin.setViewportSize(size);
      await admin.reload();
      await expect(admin.locator('.admin-audit__entry').first()).toBeVisible();
      await admin.screenshot({ path: testInfo.outputPath(`admin-audit-${locale}-${size.width}.png`), fullPage: true });
    }
  }
  await admin.context().close();

  // Others: the designer's page says "No access", and the call is a 403.
  await page.goto('/admin/app/audit');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
});
