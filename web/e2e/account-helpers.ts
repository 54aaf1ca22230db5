import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';

/** The header's account corner and the local sign-in stand-in, as a player uses them. */

export type Locale = 'en' | 'fr';

export const ACCOUNT_TEXT = {
  en: { signIn: 'Sign in', google: 'Continue with Google', menu: 'Account menu', via: 'Signed in with Google', free: 'Free account', signOut: 'Sign out', signedOut: 'You are signed out' },
  fr: { signIn: 'Connexion', google: 'Continuer avec Google', menu: 'Menu du compte', via: 'Connecté avec Google', free: 'Compte gratuit', signOut: 'Se déconnecter', signedOut: 'Vous êtes déconnecté' },
} as const;

export const header = (page: Page) => page.getByRole('banner');
/** The player's menu: named by the player's name, described as the account menu. */
export const accountButton = (page: Page, name: string) => header(page).getByRole('button', { name, exact: true });

/** The local sign-in page's words (scripts/src/local/sign-in/picker-page.ts), per language. */
const PICKER_TEXT = {
  en: { heading: 'Sign in', name: 'Your name', submit: 'Sign in' },
  fr: { heading: 'Connexion', name: 'Votre nom', submit: 'Se connecter' },
} as const;

/** From the header: Sign in → Google → the stand-in's picker → back on the page it started from. */
export async function signInWithGoogle(page: Page, name: string, { locale = 'en', groups = [] }: { locale?: Locale; groups?: string[] } = {}) {
  const startedOn = page.url();
  await header(page).getByRole('button', { name: ACCOUNT_TEXT[locale].signIn }).click();
  await header(page).getByRole('link', { name: ACCOUNT_TEXT[locale].google }).click();
  // The stand-in's picker (the hosted UI's sign-in page), in the language the sign-in started from.
  const picker = PICKER_TEXT[locale];
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { name: picker.heading })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Google' })).toBeChecked();
  await page.getByLabel(picker.name).fill(name);
  for (const group of groups) await page.getByRole('checkbox', { name: group }).check();
  await page.getByRole('button', { name: picker.submit }).click();
  await page.waitForURL(startedOn);
  await expect(accountButton(page, name)).toBeVisible();
  await expect(accountButton(page, name)).toHaveAccessibleDescription(ACCOUNT_TEXT[locale].menu);
}

/** Opens the player's menu; answers its panel. */
export async function openAccountMenu(page: Page, name: string) {
  const button = accountButton(page, name);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`#${await button.getAttribute('aria-controls')}`);
}

/** Another device: a browser with the project's device but nothing of the first one (no storage, no cookie). */
export async function freshPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  return context.newPage();
}

/** The access token the page holds (in the browser's localStorage, where the OIDC client keeps the session). */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('quiz.oidc.user:'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
  });
  expect(token, 'an access token in localStorage').toBeTruthy();
  return token!;
}
