import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, accountButton, freshPage, header, openAccountMenu, signInWithGoogle } from './account-helpers';

/**
 * Moving a session to another device as a player would: sign in, "Use on another device" in the
 * account menu, open the link in a second browser (nothing shared with the first), "Continue as",
 * and be the same player there; the link then works no more.
 */

/** GET /api/me with the access token the page holds (in the browser's localStorage). */
async function meOf(page: Page) {
  const answer = await page.request.get('/api/me', { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { types: string[]; user: { id: string } | null };
}

async function expectNoAxeViolation(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('a player moves the session to a second browser by its link, once', async ({ page, browser, context }, testInfo) => {
  // Two browsers, a sign-in through the stand-in and a refresh-token sign-in: more than one page's worth.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `Katherine Johnson ${testInfo.project.name}`;
  await page.goto('/en?direct');
  await signInWithGoogle(page, name);
  const player = await meOf(page);

  // The account menu: "Use on another device" opens the link screen.
  const menu = await openAccountMenu(page, name);
  await menu.getByRole('link', { name: 'Use on another device' }).click();
  await expect(page).toHaveURL('/push_session');
  await expect(page.getByRole('heading', { level: 1, name: 'Use on another device' })).toBeVisible();
  const linkBox = page.getByRole('textbox', { name: 'Link for your other device' });
  await expect(linkBox).toHaveValue(/\/push_session\/[A-Za-z0-9_-]{43}\?l=en$/);
  const link = await linkBox.inputValue();
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await expect(page.getByRole('img', { name: 'QR code of the link, to scan with your other device' }).locator('svg')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^Time left: (10:00|9:[0-5]\d)$/);
  await page.getByRole('button', { name: 'Copy the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectNoAxeViolation(page);

  // The other device opens the link: it is checked, not used, until the player continues.
  const other = await freshPage(browser, testInfo);
  await other.goto(link);
  const continueAs = other.getByRole('button', { name: `Continue as ${name}` });
  await expect(other.getByRole('heading', { level: 1, name: `Continue as ${name}?` })).toBeVisible();
  await expectNoAxeViolation(other);
  await continueAs.click();
  await other.waitForURL('/en');
  await expect(accountButton(other, name)).toBeVisible();
  expect((await meOf(other)).user?.id).toBe(player.user?.id);
  // Signed in for good: a reload restores the session in that tab.
  await other.reload();
  await expect(accountButton(other, name)).toBeVisible();

  // The same link again, from anywhere: used, with a clear page and a way home.
  const third = await freshPage(browser, testInfo);
  await third.goto(link);
  await expect(third.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expect(third.getByRole('alert')).toContainText('has already been used');
  await expect(header(third).getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolation(third);
  await third.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(third).toHaveURL('/en');

  // The first browser is still signed in as the player.
  await page.goto('/en?direct');
  await expect(accountButton(page, name)).toBeVisible();
  await other.context().close();
  await third.context().close();
});

test('a link that does not exist shows the page in French, with a way home', async ({ page }) => {
  // The language chosen is remembered for pages without a locale in their path.
  await page.goto('/en?direct');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL('/fr');
  await page.goto(`/push_session/${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ce lien n’est pas utilisable' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
  await expectNoAxeViolation(page);
});

test('a link names its language: opened on a device that never chose one, the page is in it', async ({ page }) => {
  await page.goto(`/push_session/${'A'.repeat(43)}?l=fr`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ce lien n’est pas utilisable' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
