import type { Me } from '@quiz/shared';
import { screen, waitFor } from '@testing-library/react';
import { ErrorResponse, type User } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCall, setAuthSession } from '../../../lib/api-client';
import { jsonResponse, stubFetch } from '../../../test/render-app';
import { renderUi } from '../../../test/render-ui';
import { SessionExpiredNotice } from '../components/session-expired-notice';
import type * as OidcModule from './oidc';
import { accountStore } from '../../../lib/account-state';
import { onOtherTabChange, startAccount } from './session';

/**
 * The session of a tab with the OIDC client replaced by a fake UserManager: what the page and the API
 * client do when the access token runs out in the middle of a game. fetch is stubbed: the API refuses
 * the old token with a 401 and accepts the renewed one.
 */

const AUTH_CONFIG = {
  authority: 'http://127.0.0.1:3001',
  clientId: 'local-web-client',
  redirectUri: 'http://localhost:3000/auth-success',
  postLogoutRedirectUri: 'http://localhost:3000/logout',
  scope: 'openid email profile',
  endSessionEndpoint: 'http://127.0.0.1:3001/logout',
  identityProviders: { google: 'Google', facebook: 'Facebook', apple: 'SignInWithApple' },
};

const ME: Me = {
  isPremium: false,
  types: ['connected'],
  user: { id: 'sub-1', name: 'google_123', isPlayer: true, isPremium: false, premiumUntil: null, premium: null, groups: [], statsScores: {} },
};

function user(accessToken: string): User {
  return {
    access_token: accessToken,
    refresh_token: 'refresh-1',
    expires_in: 3600,
    expired: false,
    profile: { sub: 'sub-1', name: 'Ada Lovelace', identities: [{ providerName: 'Google' }] },
    state: undefined,
  } as unknown as User;
}

/** One fake UserManager for the whole file (the session loads its client once per page). */
const manager = {
  current: null as User | null,
  getUser: vi.fn(() => Promise.resolve(manager.current)),
  signinSilent: vi.fn(),
  removeUser: vi.fn(() => {
    manager.current = null;
    return Promise.resolve();
  }),
};

vi.mock('./oidc', async (importOriginal) => {
  const actual = await importOriginal<typeof OidcModule>();
  return { ...actual, createOidc: (config: unknown) => ({ config, manager }) };
});

/** Where the OIDC client keeps the session: localStorage, shared by the browser's tabs. */
const USER_KEY = 'quiz.oidc.user:http://127.0.0.1:3001:local-web-client';

const bearer = (init?: RequestInit) => new Headers(init?.headers).get('authorization');

/** The API: /api/me for any token, plays refuse every token but `new`. */
function stubApi() {
  return stubFetch((url, init) => {
    if (url === '/auth-config.json') return jsonResponse(AUTH_CONFIG);
    if (url === '/api/me') return jsonResponse(ME);
    const token = bearer(init);
    if (token && token !== 'Bearer new') return jsonResponse({ error: { code: 'unauthorized', message: 'expired' } }, 401);
    return jsonResponse({ verdict: 'found', signedIn: token !== null });
  });
}

/** The restoring that startAccount began has ended (/api/me answered): nothing runs on into the next test. */
const restored = () => waitFor(() => expect(accountStore.get()).toMatchObject({ idName: 'Ada Lovelace', me: ME }));

const guess = (refId: string) => apiCall('guess', { params: { playId: 'p-1' }, body: { refId, text: 'Jaws' } });

beforeEach(() => {
  manager.current = user('old');
  manager.signinSilent.mockReset();
  window.localStorage.setItem(USER_KEY, '{}');
});

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  setAuthSession(null);
});

describe('the first paint after a reload', () => {
  it('shows the player at once from what was stored, before the OIDC client loads', () => {
    stubApi();
    window.localStorage.setItem('quiz.account', JSON.stringify({ sub: 'sub-1', name: 'Ada Lovelace', service: 'google' }));
    window.localStorage.setItem('me', JSON.stringify(ME));
    window.localStorage.setItem('isConnected', 'true');

    startAccount();

    expect(accountStore.get()).toEqual({ status: 'signedIn', idName: 'Ada Lovelace', service: 'google', me: ME, expired: null });
    return restored();
  });

  it('ignores a stored Me of another player (another tab signed in as someone else) or one that is not a Me', () => {
    stubApi();
    window.localStorage.setItem('quiz.account', JSON.stringify({ sub: 'sub-2', name: 'Grace', service: 'apple' }));
    window.localStorage.setItem('me', JSON.stringify(ME));
    window.localStorage.setItem('isConnected', 'true');
    startAccount();
    expect(accountStore.get()).toMatchObject({ status: 'signedIn', idName: 'Grace', me: null });

    window.localStorage.setItem('quiz.account', JSON.stringify({ sub: 'sub-1', name: 'Ada', service: 'google' }));
    window.localStorage.setItem('me', JSON.stringify({ ...ME, user: { ...ME.user, groups: 'admin' } }));
    startAccount();
    expect(accountStore.get()).toMatchObject({ status: 'signedIn', me: null });
    return restored();
  });

  it('is anonymous in a browser without a session, whatever an earlier visit stored', () => {
    const fetchMock = stubApi();
    window.localStorage.removeItem(USER_KEY);
    window.localStorage.setItem('me', JSON.stringify(ME));
    window.localStorage.setItem('isConnected', 'true');

    startAccount();

    expect(accountStore.get()).toMatchObject({ status: 'anonymous', me: null });
    // Nothing to restore: neither the settings nor the OIDC client are fetched.
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a session whose access token runs out during a game', () => {
  it('restores the tab’s session at start: name from the ID token, state from /api/me, kept for the next visit', async () => {
    const fetchMock = stubApi();
    startAccount();

    await waitFor(() => expect(accountStore.get().me).toEqual(ME));
    expect(accountStore.get()).toMatchObject({ status: 'signedIn', idName: 'Ada Lovelace', service: 'google' });
    expect(bearer(fetchMock.mock.calls.find(([url]) => url === '/api/me')![1])).toBe('Bearer old');
    expect(JSON.parse(window.localStorage.getItem('me')!)).toEqual(ME);
    expect(window.localStorage.getItem('isConnected')).toBe('true');
  });

  it('renews once for the calls refused together, then retries each with the new token', async () => {
    const fetchMock = stubApi();
    manager.signinSilent.mockImplementation(async () => {
      await new Promise((r) => setTimeout(r, 10));
      manager.current = user('new');
      return manager.current;
    });
    startAccount();

    const answers = await Promise.all([guess('r01'), guess('r02')]);

    expect(answers).toEqual([
      { verdict: 'found', signedIn: true },
      { verdict: 'found', signedIn: true },
    ]);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    const guesses = fetchMock.mock.calls.filter(([url]) => String(url).includes('/guesses'));
    expect(guesses.map(([, init]) => bearer(init))).toEqual(['Bearer old', 'Bearer old', 'Bearer new', 'Bearer new']);
    expect(accountStore.get()).toMatchObject({ status: 'signedIn', expired: null });
  });

  it('when the refresh token is refused too: the game goes on anonymously and the page says the session expired', async () => {
    const fetchMock = stubApi();
    manager.signinSilent.mockRejectedValue(new ErrorResponse({ error: 'invalid_grant', error_description: 'Invalid or expired refresh token' }));
    startAccount();
    await waitFor(() => expect(window.localStorage.getItem('isConnected')).toBe('true'));

    await expect(guess('r01')).resolves.toEqual({ verdict: 'found', signedIn: false });

    const guesses = fetchMock.mock.calls.filter(([url]) => String(url).includes('/guesses'));
    expect(guesses.map(([, init]) => bearer(init))).toEqual(['Bearer old', null]);
    expect(accountStore.get()).toMatchObject({ status: 'anonymous', expired: { service: 'google' } });
    // The session is gone from this tab, and SPEC §9's keys with it.
    expect(manager.removeUser).toHaveBeenCalled();
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('quiz.oidc.user:'))).toEqual([]);
    expect(window.localStorage.getItem('me')).toBeNull();
    expect(window.localStorage.getItem('isConnected')).toBeNull();

    renderUi(<SessionExpiredNotice />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired. Sign in again to keep your scores.');
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/connect/google?returnTo=%2F');
  });

  it('renews before sending a token that has already run out (an optional call would read it as anonymous)', async () => {
    const fetchMock = stubApi();
    manager.current = { ...user('old'), expires_in: 0, expired: true } as User;
    manager.signinSilent.mockImplementation(() => {
      manager.current = user('new');
      return Promise.resolve(manager.current);
    });
    startAccount();

    await expect(guess('r01')).resolves.toEqual({ verdict: 'found', signedIn: true });
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/guesses')).map(([, init]) => bearer(init))).toEqual(['Bearer new']);
  });
});

describe('one session for every tab of the browser (docs/accounts.md "Where the session is kept")', () => {
  /** What the browser tells this tab when another one changed localStorage. */
  const otherTab = (key: string | null, newValue: string | null) => onOtherTabChange({ key, newValue, storageArea: window.localStorage });
  const storedUser = (sub: string) => JSON.stringify({ access_token: 'x', profile: { sub } });

  it('a tab opened later starts signed in: the session is in localStorage, not in the tab', async () => {
    stubApi();
    window.localStorage.setItem('quiz.account', JSON.stringify({ sub: 'sub-1', name: 'Ada Lovelace', service: 'google' }));
    expect(window.sessionStorage.length).toBe(0);
    startAccount();
    expect(accountStore.get()).toMatchObject({ status: 'signedIn', idName: 'Ada Lovelace' });
    await restored();
  });

  it('a sign-out in another tab signs this one out: its client lets go of the session', async () => {
    stubApi();
    startAccount();
    await restored();
    manager.removeUser.mockClear();

    // The other tab removed the session (and the SPEC §9 keys) from localStorage.
    window.localStorage.removeItem(USER_KEY);
    manager.current = null;
    otherTab(USER_KEY, null);

    await waitFor(() => expect(accountStore.get()).toMatchObject({ status: 'anonymous', me: null, expired: null }));
    expect(manager.removeUser).toHaveBeenCalledTimes(1);
  });

  it('so does a localStorage cleared in another tab', async () => {
    stubApi();
    startAccount();
    await restored();
    window.localStorage.clear();
    otherTab(null, null);
    await waitFor(() => expect(accountStore.get().status).toBe('anonymous'));
  });

  it('a sign-in in another tab shows the player here too; a renewal there (the same player) asks nothing', async () => {
    const fetchMock = stubApi();
    window.localStorage.removeItem(USER_KEY);
    startAccount();
    expect(accountStore.get().status).toBe('anonymous');

    window.localStorage.setItem(USER_KEY, storedUser('sub-1'));
    otherTab(USER_KEY, storedUser('sub-1'));
    await restored();
    const calls = fetchMock.mock.calls.length;

    otherTab(USER_KEY, storedUser('sub-1'));
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('another player signed in there (a session moved from another device): this tab asks who it is now', async () => {
    const fetchMock = stubApi();
    startAccount();
    await restored();
    const meCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/me').length;
    const before = meCalls();
    otherTab(USER_KEY, storedUser('sub-2'));
    await waitFor(() => expect(meCalls()).toBe(before + 1));
  });

  it('the server’s newer answer about the same player, stored by another tab, shows here; another player’s does not', async () => {
    stubApi();
    window.localStorage.setItem('quiz.account', JSON.stringify({ sub: 'sub-1', name: 'Ada Lovelace', service: 'google' }));
    startAccount();
    await restored();
    const premium: Me = { ...ME, isPremium: true, types: ['connected', 'paid'], user: { ...ME.user!, isPremium: true, premiumUntil: '2099-01-01T00:00:00.000Z' } };
    window.localStorage.setItem('me', JSON.stringify(premium));
    otherTab('me', JSON.stringify(premium));
    expect(accountStore.get().me).toEqual(premium);

    const someoneElse: Me = { ...ME, user: { ...ME.user!, id: 'sub-2' } };
    window.localStorage.setItem('me', JSON.stringify(someoneElse));
    otherTab('me', JSON.stringify(someoneElse));
    expect(accountStore.get().me).toEqual(premium);
  });

  it('a change in another tab’s sessionStorage is none of this tab’s business', async () => {
    stubApi();
    startAccount();
    await restored();
    onOtherTabChange({ key: USER_KEY, newValue: null, storageArea: window.sessionStorage });
    expect(accountStore.get().status).toBe('signedIn');
  });

  it('a tab signed in before the session moved to localStorage keeps it (moved over once)', async () => {
    stubApi();
    window.localStorage.removeItem(USER_KEY);
    window.sessionStorage.setItem(USER_KEY, storedUser('sub-1'));
    window.sessionStorage.setItem('quiz.account', JSON.stringify({ sub: 'sub-1', name: 'Ada Lovelace', service: 'google' }));
    startAccount();
    expect(window.localStorage.getItem(USER_KEY)).toBe(storedUser('sub-1'));
    expect(Object.keys(window.sessionStorage)).toEqual([]);
    expect(accountStore.get()).toMatchObject({ status: 'signedIn', idName: 'Ada Lovelace' });
    await restored();
  });
});
