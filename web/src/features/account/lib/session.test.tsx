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
import { startAccount } from './session';

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
  window.sessionStorage.setItem('quiz.oidc.user:http://127.0.0.1:3001:local-web-client', '{}');
});

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  setAuthSession(null);
});

describe('the first paint after a reload', () => {
  it('shows the player at once from what was stored, before the OIDC client loads', () => {
    stubApi();
    window.sessionStorage.setItem('quiz.account', JSON.stringify({ sub: 'sub-1', name: 'Ada Lovelace', service: 'google' }));
    window.localStorage.setItem('me', JSON.stringify(ME));
    window.localStorage.setItem('isConnected', 'true');

    startAccount();

    expect(accountStore.get()).toEqual({ status: 'signedIn', idName: 'Ada Lovelace', service: 'google', me: ME, expired: null });
    return restored();
  });

  it('ignores a stored Me of another player (another tab signed in as someone else) or one that is not a Me', () => {
    stubApi();
    window.sessionStorage.setItem('quiz.account', JSON.stringify({ sub: 'sub-2', name: 'Grace', service: 'apple' }));
    window.localStorage.setItem('me', JSON.stringify(ME));
    window.localStorage.setItem('isConnected', 'true');
    startAccount();
    expect(accountStore.get()).toMatchObject({ status: 'signedIn', idName: 'Grace', me: null });

    window.sessionStorage.setItem('quiz.account', JSON.stringify({ sub: 'sub-1', name: 'Ada', service: 'google' }));
    window.localStorage.setItem('me', JSON.stringify({ ...ME, user: { ...ME.user, groups: 'admin' } }));
    startAccount();
    expect(accountStore.get()).toMatchObject({ status: 'signedIn', me: null });
    return restored();
  });

  it('is anonymous in a tab without a session, whatever an earlier visit stored', () => {
    const fetchMock = stubApi();
    window.sessionStorage.clear();
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
    expect(Object.keys(window.sessionStorage).filter((k) => k.startsWith('quiz.oidc.user:'))).toEqual([]);
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
