import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ACCOUNT_TEXT, accessTokenOf, freshPage, openAccountMenu, signInWithGoogle } from './account-helpers';

/**
 * The admin's users, roles, premium and audit trail, through the browser: an admin finds a
 * player who signed in before, gives them the tester role and 3 days of premium with a reason; the
 * player, signed in again, is premium and may open the tester's area; the audit shows both changes; a
 * designer is refused the admin's pages.
 */

test('an admin gives a player the tester role and 3 days of premium; the player gets both, the audit shows both', async ({ page, browser }, testInfo) => {
  test.slow();
  const run = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const playerName = `Pat Player ${run}`;

  // The player signs in once (the user pool now knows them), then goes on with their day.
  await page.goto('/en?direct');
  await signInWithGoogle(page, playerName);

  // The admin, in another browser.
  const admin = await freshPage(browser, testInfo);
  await admin.goto('/en?direct');
  await signInWithGoogle(admin, `Ada Admin ${run}`, { groups: ['admin'] });
  await admin.goto('/admin/app');
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await admin.getByRole('link', { name: /^Users/ }).click();
  await expect(admin).toHaveURL('/admin/app/users');

  // Search: too short first (a hint, no call), then the player's name.
  const search = admin.getByRole('searchbox', { name: 'Search by name, email or user id' });
  await search.fill('P');
  await search.press('Enter');
  await expect(admin.getByText('At least 2 characters: the start of a name or an email.')).toBeVisible();
  await search.fill(playerName.toLowerCase());
  await search.press('Enter');
  const results = admin.getByRole('table', { name: `People matching “${playerName.toLowerCase()}”` });
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results.getByRole('row').nth(1)).toContainText('player');
  await results.getByRole('link', { name: playerName }).click();
  await expect(admin.getByRole('heading', { level: 1, name: playerName })).toBeVisible();
  await expect(admin.getByTestId('premium-state')).toHaveText('Never premium');

  // Roles: tick tester, save.
  const roles = admin.getByRole('form', { name: 'Roles' });
  await roles.getByRole('checkbox', { name: 'Tester' }).check();
  await roles.getByRole('button', { name: 'Save roles' }).click();
  await expect(roles.getByText('Roles saved.')).toBeVisible();

  // Premium: a reason is required (nothing is sent without one), then 3 days with a reason.
  const premium = admin.getByRole('form', { name: 'Premium' });
  await premium.getByRole('spinbutton', { name: 'Days' }).fill('3');
  await premium.getByRole('button', { name: 'Grant premium' }).click();
  await expect(premium.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await premium.getByRole('textbox', { name: /^Reason/ }).fill('Contest prize');
  await premium.getByRole('button', { name: 'Grant premium' }).click();
  await expect(premium.getByText('Premium saved.')).toBeVisible();
  await expect(admin.getByTestId('premium-state')).toHaveText(/^Premium until /);

  // The audit trail of this person shows both changes, with who made them and the reason.
  const audit = admin.getByRole('region', { name: 'Audit trail' });
  await expect(audit.getByText('Roles changed')).toBeVisible();
  await expect(audit.getByText('Premium granted')).toBeVisible();
  await expect(audit.getByText('Reason: Contest prize')).toBeVisible();
  // Who: the admin's display name, never a sign-in id (docs/back-office.md "Names").
  await expect(audit.getByText(`by Ada Admin ${run}`, { exact: false }).first()).toBeVisible();
  await expect(audit).not.toContainText('google_');
  // The page of a person, with its forms and lists, has no accessibility violation (axe).
  expect((await new AxeBuilder({ page: admin }).include('main').analyze()).violations).toEqual([]);
  if (testInfo.project.name === 'desktop') {
    await admin.screenshot({ path: testInfo.outputPath('admin-user-1280.png'), fullPage: true });
    await admin.setViewportSize({ width: 820, height: 1180 });
    await admin.screenshot({ path: testInfo.outputPath('admin-user-820.png'), fullPage: true });
  }

  // The player: premium shows at once in the app's menu (a landing page signed in shows the static
  // corner, which asks the API nothing); the tester role comes with their next token (signing in again).
  await page.goto('/en?direct');
  const menu = await openAccountMenu(page, playerName);
  await expect(menu.getByText('Premium', { exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Sign out' }).click();
  // The sign-out ends on its own page (through the sign-in service and back): wait for it to be shown, so that
  // the next navigation does not race its last redirect.
  await expect(page.getByRole('heading', { level: 1, name: ACCOUNT_TEXT.en.signedOut })).toBeVisible();
  await expect(page).toHaveURL('/logout');
  await page.goto('/en?direct');
  await signInWithGoogle(page, playerName);
  await page.goto('/desk/tester');
  await expect(page.getByRole('heading', { level: 1, name: 'Quizzes in test' })).toBeVisible();
  await expect(page.getByText('No access')).toHaveCount(0);
});

test('a designer opening the admin\'s pages sees "no access"', async ({ page }, testInfo) => {
  await page.goto('/en?direct');
  await signInWithGoogle(page, `Dee Designer ${testInfo.project.name}`, { groups: ['designer'] });
  await page.goto('/admin/app/users');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
});

test('recent purchases list with a status filter, in French too', async ({ page }, testInfo) => {
  await page.goto('/fr?direct');
  await signInWithGoogle(page, `Alix Admin ${testInfo.project.name}`, { locale: 'fr', groups: ['admin'] });
  // The back-office's paths name no language: a French reader's remembered choice (the `locale` cookie) decides.
  await page.context().addCookies([{ name: 'locale', value: 'fr', url: new URL(page.url()).origin }]);
  await page.goto('/admin/app/purchases');
  await expect(page.getByRole('heading', { level: 1, name: 'Achats' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Statut' }).selectOption({ label: 'Alerte' });
  await expect(page).toHaveURL(/status=warning/);
  await expect(page.getByText('Aucun achat.').or(page.getByRole('table'))).toBeVisible();
  if (testInfo.project.name === 'desktop') await page.screenshot({ path: testInfo.outputPath('admin-purchases-fr-1280.png'), fullPage: true });

  // Their own page: the admin role cannot be taken from oneself (the box is disabled, and said why).
  const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  const ownSub = ((await me.json()) as { user: { id: string } }).user.id;
  await page.goto(`/admin/app/users/${ownSub}`);
  const roles = page.getByRole('form', { name: 'Rôles' });
  await expect(roles.getByRole('checkbox', { name: 'Administration' })).toBeDisabled();
  await expect(roles.getByText('Vous ne pouvez pas retirer votre propre rôle d\'administration\u00a0: un autre administrateur doit le faire.')).toBeVisible();
  if (testInfo.project.name === 'desktop') {
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.screenshot({ path: testInfo.outputPath('admin-own-user-fr-820.png'), fullPage: true });
  }
});

test('a purchase paid through the Stripe simulator is listed for the admin with its status and events, site-wide and on the buyer\'s page', async ({ page, browser }, testInfo) => {
  test.slow();
  const buyer = `Bea Buyer ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.goto('/en?direct');
  await signInWithGoogle(page, buyer);
  await page.goto('/stripe/purchase/stripe_premium_pt3h?l=en&to=%2Fen');
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText(/^You are premium until /)).toBeVisible();
  const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  const buyerSub = ((await me.json()) as { user: { id: string } }).user.id;

  const admin = await freshPage(browser, testInfo);
  await admin.goto('/en?direct');
  await signInWithGoogle(admin, `Abe Admin ${testInfo.project.name}`, { groups: ['admin'] });
  await admin.goto('/admin/app/purchases?status=applied');
  await expect(admin.getByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
  const table = admin.getByRole('table', { name: 'Purchases' });
  const row = table.getByRole('row').filter({ hasText: buyerSub.slice(0, 8) });
  await expect(row).toContainText('Applied');
  await expect(row).toContainText('checkout.session.completed');
  await row.getByRole('link').click();
  await expect(admin.getByRole('heading', { level: 1, name: buyer })).toBeVisible();
  const purchases = admin.getByRole('region', { name: 'Purchases' });
  await expect(purchases.getByRole('row').filter({ hasText: '3 hours' })).toContainText('pending -> applied');
});
