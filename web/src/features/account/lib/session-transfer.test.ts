import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/render-app';
import { AUTHORITY, AUTH_CONFIG, DISCOVERY, forgetSignIn } from '../../../test/sign-in-service';
import { accountStore } from '../../../lib/account-state';
import { sessionTransfer } from './session-transfer';
import { hasStoredSession } from './storage';

/**
 * The account's side of moving a session, with the real OIDC client (oidc-client-ts) in jsdom: only
 * fetch is stubbed (the site's settings, the stand-in's discovery document and token endpoint, the API).
 */

const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const now = () => Math.floor(Date.now() / 1000);
const ID_TOKEN = `${b64({ alg: 'RS256' })}.${b64({ sub: 'sub-ada', name: 'Ada Lovelace', iss: DISCOVERY.issuer, aud: 'local-web-client', iat: now(), exp: now() + 3600, identities: [{ providerName: 'Google' }] })}.sig`;
const ME = {
  isPremium: false,
  types: ['connected'],
  user: { id: 'sub-ada', name: 'google_1', isPlayer: true, isPremium: false, premiumUntil: null, premium: null, groups: [], statsScores: {} },
};

function stubSignInService({ refuse = false } = {}) {
  return stubFetch((url, init) => {
    if (url === '/auth-config.json') return jsonResponse(AUTH_CONFIG);
    if (url === `${AUTHORITY}/.well-known/openid-configuration`) return jsonResponse(DISCOVERY);
    if (url === DISCOVERY.token_endpoint) {
      const form = new URLSearchParams(String(init?.body));
      if (refuse || form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== 'pushed-refresh-token') {
        return jsonResponse({ error: 'invalid_grant', error_description: 'Invalid or expired refresh token' }, 400);
      }
      return jsonResponse({ access_token: 'access-ada', id_token: ID_TOKEN, token_type: 'Bearer', expires_in: 3600 });
    }
    if (url === '/api/me') return jsonResponse(ME);
    return jsonResponse({ error: { code: 'not_found', message: url } }, 404);
  });
}

afterEach(forgetSignIn);

describe('signing a tab in with a pushed refresh token', () => {
  it('uses the refresh_token grant, keeps the refresh token, and shows the player', async () => {
    const fetchMock = stubSignInService();
    await sessionTransfer.signInWithRefreshToken('pushed-refresh-token');

    const tokenCall = fetchMock.mock.calls.find(([url]) => url === DISCOVERY.token_endpoint);
    expect(Object.fromEntries(new URLSearchParams(String(tokenCall?.[1]?.body)))).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'pushed-refresh-token',
      client_id: 'local-web-client',
    });
    expect(hasStoredSession()).toBe(true);
    expect(accountStore.get()).toMatchObject({ status: 'signedIn', idName: 'Ada Lovelace', service: 'google', me: ME });
    // The tab can push it on in turn: the refresh token stayed with the new tokens.
    expect(await sessionTransfer.heldSession()).toEqual({ refreshToken: 'pushed-refresh-token', name: 'Ada Lovelace' });
  });

  it('leaves the tab signed out when the sign-in service refuses the token', async () => {
    stubSignInService({ refuse: true });
    await expect(sessionTransfer.signInWithRefreshToken('pushed-refresh-token')).rejects.toThrow();
    expect(hasStoredSession()).toBe(false);
    expect(accountStore.get().status).toBe('anonymous');
    expect(await sessionTransfer.heldSession()).toBeNull();
  });
});
