import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryWebStorage, OidcClient, WebStorageStateStore } from 'oidc-client-ts';
import { authConfigSchema } from '@quiz/shared';
import {
  authorizeUrl,
  LOCAL_CLIENT_ID,
  pickOnPage,
  pkcePair,
  signInThroughPicker,
  tokenRequest,
  type SignInStandIn,
} from '../../src/local/sign-in';
import { bearerEvent, claimsOf, headerOf, startStandInWithFunctions } from './sign-in-helpers';

/**
 * The local sign-in stand-in over HTTP on 127.0.0.1, as the web app and the functions use it: the
 * authorization code flow with PKCE, Cognito-shaped tokens, refresh, sign-out, and the functions'
 * verifier (CognitoJwtVerifier with LOCAL_JWKS_URL) accepting what it issues.
 */

const WEB = 'http://127.0.0.1:3999';
const REDIRECT_URI = `${WEB}/auth-success`;
let standIn: SignInStandIn;
let authenticate: Awaited<ReturnType<typeof startStandInWithFunctions>>['authenticate'];

beforeAll(async () => {
  ({ standIn, authenticate } = await startStandInWithFunctions(3999));
});
afterAll(() => standIn.stop());

const signIn = (person: { provider?: 'Google' | 'Facebook' | 'SignInWithApple'; name?: string; groups?: ('designer' | 'tester' | 'admin')[] } = {}) =>
  signInThroughPicker({ authority: standIn.url, clientId: LOCAL_CLIENT_ID, redirectUri: REDIRECT_URI, ...person });

describe('the stand-in as an OIDC provider', () => {
  it('listens on 127.0.0.1 and publishes Cognito\'s issuer with its own local endpoints', async () => {
    expect(standIn.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const discovery = (await (await fetch(`${standIn.url}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_LocalPool1',
      authorization_endpoint: `${standIn.url}/oauth2/authorize`,
      token_endpoint: `${standIn.url}/oauth2/token`,
      jwks_uri: `${standIn.url}/.well-known/jwks.json`,
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
    // As Cognito's: sign-out and revocation are found from /auth-config.json's endSessionEndpoint instead.
    expect(discovery).not.toHaveProperty('end_session_endpoint');
    expect(discovery).not.toHaveProperty('revocation_endpoint');
  });

  it('publishes its public key only at /.well-known/jwks.json', async () => {
    const { keys } = (await (await fetch(standIn.jwksUrl)).json()) as { keys: Record<string, unknown>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', kid: standIn.signingKey.kid });
    expect(keys[0]).not.toHaveProperty('d');
  });

  it('gives the web app its settings, for the origin it is served from (schema of /auth-config.json)', () => {
    const config = authConfigSchema.parse(standIn.authConfig(WEB));
    expect(config).toEqual({
      authority: standIn.url,
      clientId: 'local-web-client',
      redirectUri: `${WEB}/auth-success`,
      postLogoutRedirectUri: `${WEB}/logout`,
      scope: 'openid email profile',
      endSessionEndpoint: `${standIn.url}/logout`,
      identityProviders: { google: 'Google', facebook: 'Facebook', apple: 'SignInWithApple' },
    });
    expect(standIn.authConfig('http://localhost:3999').redirectUri).toBe('http://localhost:3999/auth-success');
    expect(standIn.authConfig('http://evil.example').redirectUri).toBe(`${WEB}/auth-success`);
  });
});

describe('sign-in: authorization code + PKCE through the picker', () => {
  it('completes with oidc-client-ts, the library a browser app uses, with the state and nonce kept', async () => {
    const client = new OidcClient({
      authority: standIn.url,
      client_id: LOCAL_CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      stateStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
    });
    const request = await client.createSigninRequest({ nonce: 'n-0S6_WzA2Mj', state: { returnTo: '/fr/boutique' } });
    const back = await pickOnPage(new URL(request.url), { provider: 'SignInWithApple', name: 'Grace Hopper', groups: ['tester'] });
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    const response = await client.processSigninResponse(back.href);
    expect(response.userState).toEqual({ returnTo: '/fr/boutique' });
    expect(response.profile).toMatchObject({ name: 'Grace Hopper', 'cognito:groups': ['tester'] });
    expect(claimsOf(response.id_token!).nonce).toBe('n-0S6_WzA2Mj');
    expect(response.refresh_token).toBeTruthy();
    const caller = await authenticate(bearerEvent(response.access_token), 'tester');
    expect(caller).toMatchObject({ kind: 'user', groups: ['tester'] });
  });

  it('sends the browser back to the registered callback with the code and the same state', async () => {
    const pkce = pkcePair();
    const back = await pickOnPage(authorizeUrl({ authority: standIn.url, clientId: LOCAL_CLIENT_ID, redirectUri: REDIRECT_URI, state: 'xyz-123' }, pkce), { name: 'Ada' });
    expect(back.origin + back.pathname).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('xyz-123');
    expect(back.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
  });

  it('issues an access token shaped like Cognito\'s: client_id, token_use, scope, username, groups, and no aud', async () => {
    const tokens = await signIn({ provider: 'Google', name: 'Ada Lovelace', groups: ['designer', 'admin'] });
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const access = claimsOf(tokens.access_token);
    expect(access).toMatchObject({
      iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_LocalPool1',
      client_id: 'local-web-client',
      token_use: 'access',
      scope: 'openid email profile',
      'cognito:groups': ['designer', 'admin'],
    });
    expect(access.username).toMatch(/^google_\d{21}$/);
    expect(access.sub).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (const claim of ['exp', 'iat', 'jti', 'auth_time']) expect(access, claim).toHaveProperty(claim);
    expect(access.exp - access.iat).toBe(3600);
    expect(access).not.toHaveProperty('aud');
    expect(access).not.toHaveProperty('name');
    expect(headerOf(tokens.access_token)).toMatchObject({ alg: 'RS256', kid: standIn.signingKey.kid });
  });

  it('issues an ID token for the web client: aud, name, email, identities, at_hash of the access token', async () => {
    const tokens = await signIn({ provider: 'Facebook', name: 'Ada Lovelace' });
    const id = claimsOf(tokens.id_token!);
    const access = claimsOf(tokens.access_token);
    expect(id).toMatchObject({
      sub: access.sub,
      aud: 'local-web-client',
      token_use: 'id',
      name: 'Ada Lovelace',
      email: 'ada.lovelace@facebook.example.com',
      'cognito:username': access.username,
      identities: [expect.objectContaining({ providerName: 'Facebook', providerType: 'Facebook', primary: 'true' })],
    });
    expect(id).not.toHaveProperty('cognito:groups'); // Cognito leaves the claim out for a user in no group
    expect(id.at_hash).toBe(createHash('sha256').update(tokens.access_token).digest().subarray(0, 16).toString('base64url'));
  });

  it('keeps the same user for the same provider and name, another for another provider', async () => {
    const first = claimsOf((await signIn({ provider: 'Google', name: 'Alan Turing' })).access_token);
    const again = claimsOf((await signIn({ provider: 'Google', name: '  alan   TURING ' })).access_token);
    const facebook = claimsOf((await signIn({ provider: 'Facebook', name: 'Alan Turing' })).access_token);
    const apple = claimsOf((await signIn({ provider: 'SignInWithApple', name: 'Alan Turing' })).access_token);
    expect(again.sub).toBe(first.sub);
    expect(again.username).toBe(first.username);
    expect(new Set([first.sub, facebook.sub, apple.sub]).size).toBe(3);
    expect(facebook.username).toMatch(/^facebook_\d{16}$/);
    expect(apple.username).toMatch(/^signinwithapple_\d{6}\.[0-9a-f]{32}\.\d{4}$/);
  });

  it('shows only the provider named by identity_provider (the /connect/{service} route)', async () => {
    const url = authorizeUrl({ authority: standIn.url, clientId: LOCAL_CLIENT_ID, redirectUri: REDIRECT_URI }, pkcePair());
    url.searchParams.set('identity_provider', 'Facebook');
    const html = await (await fetch(url)).text();
    expect(html).toContain('value="Facebook"');
    expect(html).not.toContain('value="Google"');
    await expect(pickOnPage(url, { provider: 'Google', name: 'Ada' })).rejects.toThrow(/answered 400/);
    const back = await pickOnPage(url, { provider: 'Facebook', name: 'Ada' });
    expect(back.searchParams.get('code')).toBeTruthy();
  });

  it('answers the user\'s attributes at /oauth2/userInfo for a valid access token only', async () => {
    const tokens = await signIn({ name: 'Katherine Johnson' });
    const ok = await fetch(`${standIn.url}/oauth2/userInfo`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(await ok.json()).toMatchObject({ sub: claimsOf(tokens.access_token).sub, name: 'Katherine Johnson' });
    const refused = await fetch(`${standIn.url}/oauth2/userInfo`, { headers: { authorization: `Bearer ${tokens.id_token}` } });
    expect(refused.status).toBe(401);
  });
});

describe('the functions\' verifier (CognitoJwtVerifier, keys from LOCAL_JWKS_URL)', () => {
  it('accepts the access token of the flow, with the groups the person ticked', async () => {
    const tokens = await signIn({ provider: 'Google', name: 'Margaret Hamilton', groups: ['designer'] });
    const caller = await authenticate(bearerEvent(tokens.access_token), 'designer');
    expect(caller).toEqual({ kind: 'user', sub: claimsOf(tokens.access_token).sub, username: claimsOf(tokens.access_token).username, groups: ['designer'] });
  });

  it('refuses the ID token where the API needs an access token', async () => {
    const tokens = await signIn({ name: 'Margaret Hamilton' });
    await expect(authenticate(bearerEvent(tokens.id_token!), 'user')).rejects.toMatchObject({ status: 401 });
    await expect(authenticate(bearerEvent(tokens.id_token!), 'optional')).resolves.toEqual({ kind: 'anonymous' });
  });
});

describe('refresh and sign-out', () => {
  it('refreshes silently: new access and ID tokens for the same user and sign-in time, the refresh token kept', async () => {
    const tokens = await signIn({ name: 'Hedy Lamarr', groups: ['tester'] });
    await new Promise((r) => setTimeout(r, 1100));
    const { status, json } = await tokenRequest(standIn.url, { grant_type: 'refresh_token', client_id: LOCAL_CLIENT_ID, refresh_token: tokens.refresh_token! });
    expect(status).toBe(200);
    expect(json).not.toHaveProperty('refresh_token'); // Cognito without rotation: the same one stays valid
    const before = claimsOf(tokens.access_token);
    const after = claimsOf(json.access_token as string);
    expect(after).toMatchObject({ sub: before.sub, auth_time: before.auth_time, 'cognito:groups': ['tester'], token_use: 'access' });
    expect(after.iat).toBeGreaterThan(before.iat);
    expect(claimsOf(json.id_token as string)).toMatchObject({ sub: before.sub, auth_time: before.auth_time });
    await expect(authenticate(bearerEvent(json.access_token as string), 'tester')).resolves.toMatchObject({ sub: before.sub });
  });

  it('refuses a refresh token once revoked, or presented by another client', async () => {
    const tokens = await signIn({ name: 'Hedy Lamarr' });
    const other = await tokenRequest(standIn.url, { grant_type: 'refresh_token', client_id: 'someone-else', refresh_token: tokens.refresh_token! });
    expect(other).toMatchObject({ status: 401, json: { error: 'invalid_client' } });
    const revoke = await fetch(new URL('/oauth2/revoke', standIn.authConfig(WEB).endSessionEndpoint), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.refresh_token!, client_id: LOCAL_CLIENT_ID }),
    });
    expect(revoke.status).toBe(200);
    const refused = await tokenRequest(standIn.url, { grant_type: 'refresh_token', client_id: LOCAL_CLIENT_ID, refresh_token: tokens.refresh_token! });
    expect(refused).toMatchObject({ status: 400, json: { error: 'invalid_grant' } });
  });

  it('signs out to a registered sign-out URL (Cognito\'s /logout?client_id&logout_uri)', async () => {
    for (const logoutUri of [`${WEB}/logout`, 'http://localhost:3999/logout']) {
      const res = await fetch(`${standIn.url}/logout?${new URLSearchParams({ client_id: LOCAL_CLIENT_ID, logout_uri: logoutUri })}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(logoutUri);
    }
  });
});
