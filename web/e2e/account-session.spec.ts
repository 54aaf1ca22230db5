import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_TEXT, accountButton, header, openAccountMenu, signInWithGoogle } from './account-helpers';

/**
 * docs/accounts.md "Where the session is kept" and "The account corner on pre-rendered pages", as
 * a player meets them: a session kept across tabs and a browser restart, a sign-out in one tab that
 * signs out the others and revokes the refresh token; the production /en's account corner, anonymous
 * and signed in, within the landing page's weight.
 */

const TEXT = ACCOUNT_TEXT.en;

/** The scripts the page fetched, and how many bytes came over the wire for each (as landing.spec.ts). */
function recordScripts(page: Page) {
  const scripts: { url: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push({ url: request.url(), bytes: (await request.sizes()).responseBodySize });
  });
  return scripts;
}

/** The refresh token the browser holds (in localStorage, where the OIDC client keeps the session). */
const refreshTokenOf = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('quiz.oidc.user:'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { refresh_token?: string }).refresh_token : undefined;
  });

test('a session is kept across tabs and a browser restart; signing out in one tab signs out the others and revokes it', async ({ page, context, browser }, testInfo) => {
  // One project: the session does not depend on the viewport (the suite stays lean).
  if (testInfo.project.name !== 'desktop') return;
  // Two sign-in round trips through the stand-in, three tabs, a second browser: more than one page's worth.
  test.slow();
  const name = 'Ada Keeps';
  await page.goto('/menu/en');
  await signInWithGoogle(page, name);

  // A second tab of the same browser: signed in.
  const second = await context.newPage();
  await second.goto('/menu/en');
  await expect(accountButton(second, name)).toBeVisible();

  // The browser restarted with its storage (what a closed and reopened browser keeps): signed in, and
  // the API takes its token.
  const restarted = await browser.newContext({ ...testInfo.project.use, storageState: await context.storageState() });
  const reopened = await restarted.newPage();
  await reopened.goto('/menu/en');
  await expect(accountButton(reopened, name)).toBeVisible();
  const refreshToken = await refreshTokenOf(reopened);
  expect(refreshToken).toBeTruthy();

  // Sign out in the first tab: the second one shows "Sign in" without a reload.
  const menu = await openAccountMenu(page, name);
  await menu.getByRole('link', { name: TEXT.signOut }).click();
  await expect(page.getByRole('heading', { level: 1, name: TEXT.signedOut })).toBeVisible();
  await expect(header(second).getByRole('button', { name: TEXT.signIn })).toBeVisible();
  expect(await second.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('quiz.oidc.')))).toEqual([]);

  // The refresh token was revoked: the copy the restarted browser holds is refused by the token endpoint.
  const config = (await (await page.request.get('/auth-config.json')).json()) as { authority: string; clientId: string };
  const refused = await page.request.post(`${config.authority}/oauth2/token`, {
    form: { grant_type: 'refresh_token', client_id: config.clientId, refresh_token: refreshToken! },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
  await restarted.close();
});

/** The page's scripts once loaded: the landing script alone, at most 15 KB over the wire (docs/accounts.md). */
async function expectLandingScriptOnly(page: Page, scripts: { url: string; bytes: number }[]) {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(scripts.filter(({ url }) => url.includes('/assets/') && !/landing-/.test(url))).toEqual([]);
  const bytes = scripts.reduce((sum, { bytes }) => sum + bytes, 0);
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(15 * 1024);
}

test('the production /en shows "Sign in", and signed in, the player’s name and menu, within its weight', async ({ page, browser }, testInfo) => {
  // One project: the corner works alike at every width (its phone layout: the screenshots, docs/accounts.md).
  if (testInfo.project.name !== 'desktop') return;
  test.slow();
  await page.goto('/en');
  await expect(header(page).getByRole('button', { name: TEXT.signIn })).toBeVisible();

  // Signing in from the static page comes back to it, loaded whole, the name shown.
  await signInWithGoogle(page, 'Grace Static');
  await expect(page).toHaveURL(/\/en$/);

  // Anonymous and signed in, each in a browser with nothing cached: the landing script alone.
  for (const storageState of [undefined, await page.context().storageState()]) {
    const context = await browser.newContext({ ...testInfo.project.use, storageState });
    const visit = await context.newPage();
    const scripts = recordScripts(visit);
    await visit.goto('/en');
    await expect(storageState ? accountButton(visit, 'Grace Static') : header(visit).getByRole('button', { name: TEXT.signIn })).toBeVisible();
    await expectLandingScriptOnly(visit, scripts);
    await expect(visit.locator('html')).not.toHaveClass(/is-launching/);
    await context.close();
  }

  const menu = await openAccountMenu(page, 'Grace Static');
  await expect(menu.getByText(TEXT.via)).toBeVisible();
  await expect(menu.getByText(TEXT.free)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(accountButton(page, 'Grace Static')).toBeFocused();
  await expect(menu).toBeHidden();

  // "Sign out" from the static page: the app's sign-out, then "Sign in" on /en again.
  await (await openAccountMenu(page, 'Grace Static')).getByRole('link', { name: TEXT.signOut }).click();
  await expect(page.getByRole('heading', { level: 1, name: TEXT.signedOut })).toBeVisible();
  await page.goto('/en');
  await expect(header(page).getByRole('button', { name: TEXT.signIn })).toBeVisible();
});
