import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeUrl,
  LOCAL_CLIENT_ID,
  pickOnPage,
  pkcePair,
  signInThroughPicker,
  tokenRequest,
  type SignInStandIn,
} from '../../src/local/sign-in';
import { bearerEvent, forgeWithAnotherKey, startStandInWithFunctions } from './sign-in-helpers';

/**
 * What the stand-in refuses, over HTTP on 127.0.0.1 — as Cognito does, so that the web app cannot
 * come to rely on something AWS would refuse: return URLs that are not registered (open redirects),
 * codes replayed, forged or sent without their PKCE verifier, other clients; and what the functions'
 * verifier refuses: another key, an expired token, another client, an ID token.
 */

const WEB = 'http://127.0.0.1:3998';
const REDIRECT_URI = `${WEB}/auth-success`;
let standIn: SignInStandIn;
let authenticate: Awaited<ReturnType<typeof startStandInWithFunctions>>['authenticate'];

beforeAll(async () => {
  ({ standIn, authenticate } = await startStandInWithFunctions(3998));
});
afterAll(() => standIn.stop());

const flow = () => ({ authority: standIn.url, clientId: LOCAL_CLIENT_ID, redirectUri: REDIRECT_URI });

/** A code for Ada, and the verifier that goes with it. */
async function codeForAda() {
  const pkce = pkcePair();
  const back = await pickOnPage(authorizeUrl(flow(), pkce), { name: 'Ada' });
  return { code: back.searchParams.get('code')!, verifier: pkce.verifier };
}

const exchange = (form: Record<string, string>) =>
  tokenRequest(standIn.url, { grant_type: 'authorization_code', client_id: LOCAL_CLIENT_ID, redirect_uri: REDIRECT_URI, ...form });

async function getAuthorize(params: Record<string, string | undefined>) {
  const url = authorizeUrl(flow(), pkcePair());
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined) url.searchParams.delete(k);
    else url.searchParams.set(k, v);
  }
  return fetch(url, { redirect: 'manual' });
}

describe('open redirects: only registered return URLs', () => {
  it.each([
    'https://evil.example/auth-success',
    'http://127.0.0.1:3997/auth-success',
    'http://127.0.0.1:3998/auth-success/evil',
    'http://127.0.0.1:3998/auth-success?next=https://evil.example',
    'http://127.0.0.1:3998/elsewhere',
    'https://127.0.0.1:3998/auth-success',
    'http://127.0.0.1:3998@evil.example/auth-success',
    '//evil.example/auth-success',
  ])('refuses the callback %s with an error page, never a redirect', async (redirectUri) => {
    const res = await getAuthorize({ redirect_uri: redirectUri });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('redirect_uri is not a registered callback URL');
  });

  it('refuses an unknown client_id at the authorize endpoint, without redirecting', async () => {
    const res = await getAuthorize({ client_id: 'someone-else' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it('refuses a tampered redirect_uri in the picker\'s form (the form is checked again)', async () => {
    const pkce = pkcePair();
    const form = new URLSearchParams({
      client_id: LOCAL_CLIENT_ID, redirect_uri: 'https://evil.example/auth-success', response_type: 'code',
      scope: 'openid', code_challenge: pkce.challenge, code_challenge_method: 'S256', provider: 'Google', name: 'Ada',
    });
    const res = await fetch(`${standIn.url}/login`, { method: 'POST', body: form, redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });

  it.each([
    ['an unregistered URL', { client_id: LOCAL_CLIENT_ID, logout_uri: 'https://evil.example/logout' }],
    ['the callback instead of the sign-out URL', { client_id: LOCAL_CLIENT_ID, logout_uri: REDIRECT_URI }],
    ['no logout_uri', { client_id: LOCAL_CLIENT_ID }],
    ['another client', { client_id: 'someone-else', logout_uri: `${WEB}/logout` }],
  ])('refuses a sign-out to %s, without redirecting', async (_, params) => {
    const res = await fetch(`${standIn.url}/logout?${new URLSearchParams(params)}`, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
  });
});

describe('the authorize request', () => {
  it.each([
    ['no PKCE challenge', { code_challenge: undefined, code_challenge_method: undefined }, 'invalid_request'],
    ['the plain PKCE method', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['a malformed challenge', { code_challenge: 'short' }, 'invalid_request'],
    ['the implicit flow', { response_type: 'token' }, 'unsupported_response_type'],
    ['a scope the client may not have', { scope: 'openid aws.cognito.signin.user.admin' }, 'invalid_scope'],
  ])('sends %s back to the registered callback as an OAuth error, with the state', async (_, params, error) => {
    const res = await getAuthorize({ ...params, state: 'st-1' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('error')).toBe(error);
    expect(back.searchParams.get('state')).toBe('st-1');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('escapes what it echoes into the picker (no script injection through state)', async () => {
    const res = await getAuthorize({ state: '"><script>alert(1)</script>' });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#34;&#62;&#60;script&#62;');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('refuses an empty name or an unknown group on the picker, without a code', async () => {
    const url = authorizeUrl(flow(), pkcePair());
    await expect(pickOnPage(url, { name: '   ' })).rejects.toThrow(/answered 400/);
    await expect(pickOnPage(url, { name: 'Ada', groups: ['root' as never] })).rejects.toThrow(/answered 400/);
  });
});

describe('the token endpoint (OAuth error JSON)', () => {
  it('refuses a forged code', async () => {
    const { verifier } = await codeForAda();
    const res = await exchange({ code: '3f2b8e0c-0000-4000-8000-000000000000', code_verifier: verifier });
    expect(res).toEqual({ status: 400, json: { error: 'invalid_grant', error_description: expect.any(String) } });
  });

  it('refuses a replayed code, and revokes what its first exchange gave', async () => {
    const { code, verifier } = await codeForAda();
    const first = await exchange({ code, code_verifier: verifier });
    expect(first.status).toBe(200);
    const replay = await exchange({ code, code_verifier: verifier });
    expect(replay).toMatchObject({ status: 400, json: { error: 'invalid_grant', error_description: 'Authorization code already used' } });
    const refresh = await tokenRequest(standIn.url, { grant_type: 'refresh_token', client_id: LOCAL_CLIENT_ID, refresh_token: first.json.refresh_token as string });
    expect(refresh).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
  });

  it('refuses a code without its PKCE verifier, and the code is then spent', async () => {
    const { code, verifier } = await codeForAda();
    expect(await exchange({ code })).toMatchObject({ status: 400, json: { error: 'invalid_request', error_description: 'code_verifier is required (PKCE)' } });
    expect(await exchange({ code, code_verifier: verifier })).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
  });

  it('refuses a code with the wrong PKCE verifier', async () => {
    const { code } = await codeForAda();
    expect(await exchange({ code, code_verifier: pkcePair().verifier })).toMatchObject({
      status: 400,
      json: { error: 'invalid_grant', error_description: 'code_verifier does not match the code_challenge' },
    });
  });

  it('refuses a code with another redirect_uri than its authorize request', async () => {
    const { code, verifier } = await codeForAda();
    for (const redirectUri of ['http://localhost:3998/auth-success', 'https://evil.example/auth-success']) {
      const res = await exchange({ code, code_verifier: verifier, redirect_uri: redirectUri });
      expect(res).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
    }
  });

  it('refuses a client_id other than local-web-client, and any client secret', async () => {
    const { code, verifier } = await codeForAda();
    expect(await exchange({ code, code_verifier: verifier, client_id: 'someone-else' })).toMatchObject({ status: 401, json: { error: 'invalid_client' } });
    const basic = await fetch(`${standIn.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${LOCAL_CLIENT_ID}:secret`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT_URI, client_id: LOCAL_CLIENT_ID }),
    });
    expect(basic.status).toBe(401);
  });

  it.each(['client_credentials', 'password', 'implicit'])('refuses the %s grant', async (grant) => {
    expect(await tokenRequest(standIn.url, { grant_type: grant, client_id: LOCAL_CLIENT_ID, username: 'a', password: 'b' })).toMatchObject({
      status: 400,
      json: { error: 'unsupported_grant_type' },
    });
  });

  it('refuses a JSON token request (the endpoint takes a form, as Cognito\'s)', async () => {
    const res = await fetch(`${standIn.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'authorization_code', client_id: LOCAL_CLIENT_ID, code: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('never serves oauth2-mock-server\'s own endpoints (they accept any code)', async () => {
    for (const path of ['/token', '/__disabled/token', '/authorize', '/endsession', '/introspect']) {
      const res = await fetch(`${standIn.url}${path}`, { method: path.endsWith('token') || path.endsWith('introspect') ? 'POST' : 'GET', redirect: 'manual' });
      expect(res.status, path).toBe(404);
    }
  });
});

describe('tokens the functions\' verifier refuses', () => {
  it('refuses a token signed by another key, even under the stand-in\'s kid', async () => {
    const { access_token } = await signInThroughPicker({ ...flow(), groups: ['admin'] });
    await expect(authenticate(bearerEvent(access_token), 'admin')).resolves.toMatchObject({ kind: 'user' });
    await expect(authenticate(bearerEvent(forgeWithAnotherKey(access_token)), 'admin')).rejects.toMatchObject({ status: 401 });
  });

  it('refuses an expired token', async () => {
    const { access_token } = await standIn.mintTokens({ lifetimeSeconds: -60 });
    await expect(authenticate(bearerEvent(access_token), 'user')).rejects.toMatchObject({ status: 401 });
    await expect(authenticate(bearerEvent(access_token), 'optional')).resolves.toEqual({ kind: 'anonymous' });
  });

  it('refuses a token issued to another client', async () => {
    const { access_token } = await standIn.mintTokens({ clientId: 'another-client' });
    await expect(authenticate(bearerEvent(access_token), 'user')).rejects.toMatchObject({ status: 401 });
  });

  it('refuses an ID token where an access token is required', async () => {
    const { id_token } = await standIn.mintTokens();
    await expect(authenticate(bearerEvent(id_token!), 'user')).rejects.toMatchObject({ status: 401 });
  });

  it('accepts the same minted token when valid (the refusals above are about the token, not the test)', async () => {
    const { access_token, user } = await standIn.mintTokens({ groups: ['designer'] });
    await expect(authenticate(bearerEvent(access_token), 'designer')).resolves.toMatchObject({ sub: user.sub, groups: ['designer'] });
  });
});
