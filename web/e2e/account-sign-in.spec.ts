import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_TEXT, accessTokenOf, accountButton, freshPage, header, openAccountMenu, signInWithGoogle } from './account-helpers';

/**
 * Signing in as a player would, against the real local server: the header's "Sign in", the local
 * stand-in of Cognito's hosted UI (its picker: provider, name, groups), the way back through
 * /auth-success, and sign-out through the stand-in's /logout. The API sees the access token.
 */

const TEXT = ACCOUNT_TEXT;


/** GET /api/me as the page's player. */
async function meOf(page: Page) {
  const answer = await page.request.get('/api/me', { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { types: string[]; user: { id: string; name: string; groups: string[] } | null };
}

async function expectNoAxeViolation(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('a player signs in with Google, stays signed in on reload, signs out, and is the same player on another browser', async ({ page, browser }, testInfo) => {
  // Two sign-ins, a reload and a sign-out through the stand-in: more than one page's worth of time.
  test.slow();
  await page.goto('/en?direct');
  await signInWithGoogle(page, 'Ada Lovelace');

  // The header names the player; the menu says how and in which state.
  const menu = await openAccountMenu(page, 'Ada Lovelace');
  await expect(menu).toContainText('Ada Lovelace');
  await expect(menu.getByText(TEXT.en.via)).toBeVisible();
  await expect(menu.getByText(TEXT.en.free)).toBeVisible();
  const first = await meOf(page);
  expect(first).toMatchObject({ types: ['connected'], user: { groups: [] } });

  // The session is the browser's (localStorage, docs/accounts.md "Where the session is kept"), never
  // left in the address, and none of it in a cookie another request could carry.
  const token = await accessTokenOf(page);
  expect(page.url()).not.toContain('code=');
  expect(JSON.stringify(await page.context().cookies())).not.toContain(token);
  // SPEC §9: `me` and `isConnected` for the next visit's first paint.
  expect(await page.evaluate(() => localStorage.getItem('isConnected'))).toBe('true');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('me'))) ?? 'null')).toMatchObject({ user: { id: first.user!.id } });

  await page.reload();
  await expect(accountButton(page, 'Ada Lovelace')).toBeVisible();
  expect((await meOf(page)).user!.id).toBe(first.user!.id);

  // Sign out: through the stand-in's /logout and back to ours.
  const afterReload = await openAccountMenu(page, 'Ada Lovelace');
  await afterReload.getByRole('link', { name: TEXT.en.signOut }).click();
  await expect(page.getByRole('heading', { level: 1, name: TEXT.en.signedOut })).toBeVisible();
  await expect(page).toHaveURL('/logout');
  await expect(header(page).getByRole('button', { name: TEXT.en.signIn })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('quiz.oidc.')))).toEqual([]);
  expect(await page.evaluate(() => [localStorage.getItem('me'), localStorage.getItem('isConnected')])).toEqual([null, null]);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/en');
  await expect(header(page).getByRole('button', { name: TEXT.en.signIn })).toBeVisible();

  // Another browser, the same provider and name: the same player for the API.
  const other = await freshPage(browser, testInfo);
  await other.goto('/en?direct');
  await expect(header(other).getByRole('button', { name: TEXT.en.signIn })).toBeVisible();
  await signInWithGoogle(other, 'Ada Lovelace');
  expect((await meOf(other)).user!.id).toBe(first.user!.id);
  await other.context().close();
});

test('a designer signs in (in French): the API sees the group and the menu names the role', async ({ page }) => {
  // Sign-in and several axe scans: more than the default 30 s on a busy 2-core machine.
  test.slow();
  await page.goto('/fr?direct');
  await signInWithGoogle(page, 'Grace Hopper', { locale: 'fr', groups: ['designer'] });

  const menu = await openAccountMenu(page, 'Grace Hopper');
  await expect(menu.getByText(TEXT.fr.via)).toBeVisible();
  await expect(menu.getByText(TEXT.fr.free)).toBeVisible();
  await expect(menu.getByText('Rôle\u00a0: Designer')).toBeVisible();
  expect((await meOf(page)).user!.groups).toEqual(['designer']);
  await expectNoAxeViolation(page, 'header');

  await menu.getByRole('link', { name: TEXT.fr.signOut }).click();
  await expect(page.getByRole('heading', { level: 1, name: TEXT.fr.signedOut })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
  await expectNoAxeViolation(page);
});

test('the sign-in choices and the account menu have no accessibility violation (axe)', { tag: '@phone' }, async ({ page }) => {
  // Sign-in and several axe scans: more than the default 30 s on a busy 2-core machine.
  test.slow();
  await page.goto('/en?direct');
  await header(page).getByRole('button', { name: TEXT.en.signIn }).click();
  await expect(header(page).getByRole('link', { name: TEXT.en.google })).toBeVisible();
  await expectNoAxeViolation(page, 'header');
  // Escape closes the choices and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(header(page).getByRole('link', { name: TEXT.en.google })).toBeHidden();
  await expect(header(page).getByRole('button', { name: TEXT.en.signIn })).toBeFocused();

  await signInWithGoogle(page, 'Katherine Johnson');
  await openAccountMenu(page, 'Katherine Johnson');
  await expectNoAxeViolation(page, 'header');
});

test('comes back to the page the sign-in started from, never to another site', async ({ page }) => {
  await page.goto('/menu/fr');
  await signInWithGoogle(page, 'Hedy Lamarr', { locale: 'fr' });
  await expect(page).toHaveURL('/menu/fr');

  // A crafted link naming another site as the way back: the player lands on the home page instead.
  await page.goto(`/connect/google?returnTo=${encodeURIComponent('//evil.example/phish')}`);
  await page.getByLabel('Your name').fill('Hedy Lamarr');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(accountButton(page, 'Hedy Lamarr')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
  await expect(page).toHaveURL('/en');
});

test('a sign-in link used twice is refused with a message and a way to try again', async ({ page }) => {
  await page.goto('/en?direct');
  const callback = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('/auth-success?code='));
  await signInWithGoogle(page, 'Alan Turing');
  const used = (await callback).url();

  await page.goto(used);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in did not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This sign-in link has already been used or has expired.');
  await expect(page.getByRole('link', { name: 'Try again with Google' })).toHaveAttribute('href', /^\/connect\/google/);
  // Still signed in: the refused code did not end the session of this tab.
  await expect(accountButton(page, 'Alan Turing')).toBeVisible();
});

test('/connect with an unknown service is the 404 page', async ({ page }) => {
  await page.goto('/connect/myspace');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
