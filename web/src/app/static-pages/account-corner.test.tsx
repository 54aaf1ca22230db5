import type { Locale, Me } from '@quiz/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderBody, renderStaticSite } from './render';
import { staticSiteInput } from '../../test/fixtures';
import { i18n, loadCatalogues } from '../../lib/i18n';
import { quietAccountCorner, showAccount, startAccountCorner } from '../../features/account/landing/account-corner';

/**
 * docs/accounts.md "The account corner on pre-rendered pages": the corner as the build renders it
 * (renderBody, the pre-renderer's own function), run by the landing script's part in jsdom, read as
 * a player reads it.
 */

const USER_KEY = 'quiz.oidc.user:http://127.0.0.1:3001:local-web-client';
const HOUR = 3600_000;

function me(overrides: { id?: string; types?: Me['types']; premiumUntil?: string | null } = {}): Me {
  const types = overrides.types ?? ['connected'];
  return {
    isPremium: types.includes('paid'),
    types,
    user: {
      id: overrides.id ?? 'sub-1', name: 'google_123', isPlayer: true, isPremium: types.includes('paid'),
      premiumUntil: overrides.premiumUntil ?? null, premium: null, groups: [], statsScores: {},
    },
  };
}

/** What a sign-in leaves in the browser (the OIDC client's user, the ID token's name, the server's Me). */
function signedIn(name: string, stored: Me = me()) {
  localStorage.setItem(USER_KEY, JSON.stringify({ access_token: 'a', profile: { sub: 'sub-1' } }));
  localStorage.setItem('quiz.account', JSON.stringify({ sub: 'sub-1', name, service: 'google' }));
  localStorage.setItem('me', JSON.stringify(stored));
  localStorage.setItem('isConnected', 'true');
}

/** The pre-rendered page `path` in `locale` (rendered as the build does), its landing script's corner started. */
async function openPage(locale: Locale, path = `/${locale}`) {
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.body.innerHTML = renderBody(locale, { path, pattern: path }, <h1>Page</h1>);
  startAccountCorner();
}

const header = () => screen.getByRole('banner');

beforeAll(async () => {
  await Promise.all([loadCatalogues('en', 'app'), loadCatalogues('fr', 'app')]);
});

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('the account corner of a pre-rendered page', () => {
  it('offers "Sign in" to a visitor without a session: its providers come back to this page, loaded whole', async () => {
    await openPage('en', '/en/terms-of-use');
    const button = within(header()).getByRole('button', { name: 'Sign in' });
    expect(within(header()).queryByRole('button', { name: /Account/ })).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(header()).getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/connect/google?returnTo=%2Fen%2Fterms-of-use&whole=1');
    expect(within(header()).getByRole('link', { name: 'Continue with Apple' })).toBeVisible();

    // Escape closes it and gives the focus back; so does a click elsewhere.
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(within(header()).queryByRole('link', { name: 'Continue with Google' })).toBeNull();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('heading', { name: 'Page' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a signed-in player their name and menu: free account, another device, sign out', async () => {
    signedIn('Ada Lovelace');
    await openPage('en');
    expect(within(header()).queryByRole('button', { name: 'Sign in' })).toBeNull();
    const button = within(header()).getByRole('button', { name: 'Ada Lovelace' });
    expect(button).toHaveAccessibleDescription('Account menu');
    expect(button).toHaveTextContent(/^AAda Lovelace$/);
    await userEvent.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(within(panel).getByText('Signed in with Google')).toBeVisible();
    expect(within(panel).getByText('Free account')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
    expect(within(panel).getByRole('link', { name: 'Use on another device' })).toHaveAttribute('href', '/push_session');
  });

  it('says premium time left as a person reads it, in French', async () => {
    signedIn('Grace', me({ types: ['connected', 'paid'], premiumUntil: new Date(Date.now() + 2 * HOUR + 59.5 * 60_000).toISOString() }));
    await openPage('fr');
    await userEvent.click(within(header()).getByRole('button', { name: 'Grace' }));
    expect(within(header()).getByText('Premium')).toBeVisible();
    expect(within(header()).getByText(/^Il reste 2 h 59 min · jusqu’au \d/)).toBeVisible();
    expect(within(header()).getByText('Connecté avec Google')).toBeVisible();
  });

  it('reads a stored premium that has run out since as ended, and never shows another player’s state', async () => {
    signedIn('Grace', me({ types: ['connected', 'paid'], premiumUntil: new Date(Date.now() - HOUR).toISOString() }));
    await openPage('en');
    expect(document.querySelector('[data-account-state]')).toHaveTextContent('Premium ended');

    signedIn('Grace', me({ id: 'sub-2', types: ['connected', 'paid'], premiumUntil: new Date(Date.now() + HOUR).toISOString() }));
    await openPage('en');
    expect(document.querySelector('[data-account-state]')).not.toBeVisible();
  });

  it('writes the stored name as text: a name that looks like markup stays words', async () => {
    signedIn('<img src=x onerror=alert(1)>');
    await openPage('en');
    expect(document.querySelector('header img')).toBeNull();
    expect(within(header()).getByRole('button', { name: '<img src=x onerror=alert(1)>' })).toBeVisible();
  });

  it('follows a sign-out and a sign-in in another tab (the storage event)', async () => {
    signedIn('Ada Lovelace');
    await openPage('en');
    expect(within(header()).getByRole('button', { name: 'Ada Lovelace' })).toBeVisible();

    localStorage.removeItem(USER_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY, newValue: null }));
    expect(within(header()).getByRole('button', { name: 'Sign in' })).toBeVisible();

    signedIn('Grace Hopper');
    window.dispatchEvent(new StorageEvent('storage', { key: USER_KEY, newValue: '{}' }));
    expect(within(header()).getByRole('button', { name: 'Grace Hopper' })).toBeVisible();
    expect(within(header()).getByRole('button', { name: 'Grace Hopper' })).toHaveTextContent(/^GGrace Hopper$/);
  });

  it('without a name stored yet, says "Account" with the person icon', async () => {
    localStorage.setItem(USER_KEY, '{}');
    await openPage('en');
    const corner = document.querySelector<HTMLElement>('[data-account-corner]')!;
    showAccount(corner);
    expect(within(header()).getByRole('button', { name: 'Account' })).toBeVisible();
    expect(document.querySelector('[data-account-initial] svg')).not.toBeNull();
  });

  it('is out of use while the app loads (the app brings its own): closed, inert and hidden from assistive technologies', async () => {
    signedIn('Ada Lovelace');
    await openPage('en');
    await userEvent.click(within(header()).getByRole('button', { name: 'Ada Lovelace' }));
    quietAccountCorner();
    const corner = document.querySelector('[data-account-corner]')!;
    expect(corner).toHaveAttribute('inert');
    expect(corner).toHaveAttribute('aria-hidden', 'true');
    expect(document.getElementById('account-player-panel')).not.toBeVisible();
    expect(within(header()).queryByRole('button', { name: 'Ada Lovelace' })).toBeNull();
  });

  it('is on every landing page the build renders, each coming back to its page; the 404 page’s comes back home', async () => {
    const files = new Map((await renderStaticSite(staticSiteInput())).map((f) => [f.file, f.body]));
    for (const [file, returnTo] of [
      ['pages/en.html', '/en'],
      ['pages/fr.html', '/fr'],
      ['pages/404/en.html', '/en'],
      ['pages/404/fr.html', '/fr'],
    ] as const) {
      const body = files.get(file);
      expect(body, file).toContain('data-account-corner');
      expect(body, file).toContain(`href="/connect/google?returnTo=${encodeURIComponent(returnTo)}&amp;whole=1"`);
    }
  });
});
