import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Issuer, OAuth2Service, type AugmentedRequest, type MutableResponse, type Payload } from 'oauth2-mock-server';
import { IDENTITY_PROVIDERS, type AuthConfig, type Locale } from '@quiz/shared';
import { errorPage, pageLocale, pickerPage, type PickerError } from './picker-page';
import {
  isProviderName,
  normaliseName,
  poolUser,
  ROLE_GROUPS,
  type PoolUser,
  type ProviderName,
  type RoleGroup,
} from './people';
import { answerCognitoApi, isCognitoApiRequest, LocalUserDirectory } from './user-pool-api';

/** The user pool and web client the local runtime gives the functions (COGNITO_USER_POOL_ID / _CLIENT_ID). */
export const LOCAL_USER_POOL_ID = 'us-east-1_LocalPool1';
export const LOCAL_CLIENT_ID = 'local-web-client';

/** The web's return paths, as registered on the client in AWS (infra/lib/auth-stack.ts). */
export const CALLBACK_PATH = '/auth-success';
export const LOGOUT_PATH = '/logout';

/** Scopes the web client may ask for (as the CDK client allows), and what it gets when it asks for none. */
const ALLOWED_SCOPES = ['openid', 'email', 'profile'] as const;

/** The stand-in's own paths, Cognito's: hosted UI under /oauth2 and /login, sign-out at /logout. */
export const PATHS = {
  discovery: '/.well-known/openid-configuration',
  jwks: '/.well-known/jwks.json',
  authorize: '/oauth2/authorize',
  login: '/login',
  token: '/oauth2/token',
  userInfo: '/oauth2/userInfo',
  revoke: '/oauth2/revoke',
  logout: '/logout',
} as const;

/** oauth2-mock-server's own endpoints (which accept any code) are moved here and never served. */
const DISABLED_PREFIX = '/__disabled';

export interface SignInStandInOptions {
  /** 0 (default): a free port. A busy port falls back to a free one. */
  port?: number;
  userPoolId?: string;
  clientId?: string;
  /** Origins (`http://127.0.0.1:3000`) whose /auth-success and /logout are registered; more can be added later. */
  webOrigins?: readonly string[];
  /** Lifetimes, as on the CDK client: access and ID tokens 60 min, refresh tokens 30 days; codes 5 min. */
  accessTokenSeconds?: number;
  refreshTokenSeconds?: number;
  codeSeconds?: number;
}

/** One sign-in through the picker: what a code, and later its refresh token, stand for. */
interface Authentication {
  user: PoolUser;
  clientId: string;
  scopes: string[];
  /** Epoch seconds of the sign-in (`auth_time`, kept across refreshes). */
  authTime: number;
  /** `origin_jti`: the id of this authentication, shared by every token it yields. */
  originJti: string;
}

interface CodeGrant extends Authentication {
  redirectUri: string;
  codeChallenge: string;
  nonce?: string;
  expiresAt: number;
  used: boolean;
  /** Refresh tokens issued for this code: revoked if the code is replayed (RFC 6749 §4.1.2). */
  refreshTokens: string[];
}

interface RefreshGrant extends Authentication {
  expiresAt: number;
}

interface TokenSet {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  token_type: 'Bearer';
  expires_in: number;
}

/** What tests may mint directly (e.g. an expired token, a token for another client), signed by the stand-in's key. */
export interface MintOptions {
  provider?: ProviderName;
  name?: string;
  groups?: RoleGroup[];
  clientId?: string;
  /** Lifetime in seconds from now; negative: already expired. */
  lifetimeSeconds?: number;
}

class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

const now = () => Math.floor(Date.now() / 1000);

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** OIDC `at_hash`: left half of the SHA-256 of the access token, base64url. */
function atHash(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', pragma: 'no-cache', ...headers });
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  });
  res.end(html);
}

function redirect(res: ServerResponse, location: string, headers: Record<string, string> = {}) {
  res.writeHead(302, { location, 'cache-control': 'no-store', ...headers });
  res.end();
}

/** A single string parameter; a repeated one is refused (no guessing which one counts). */
function single(source: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = source?.[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new OAuthError('invalid_request', `Parameter ${key} must be given once`);
  return value;
}

function bodyOf(req: AugmentedRequest): Record<string, unknown> | undefined {
  const { body } = req;
  return body && typeof body === 'object' && !Array.isArray(body) ? body : undefined;
}

/** Reads the last sign-in choice kept in a cookie, to prefill the picker. */
function lastChoice(req: IncomingMessage): { provider?: ProviderName; name?: string; groups?: RoleGroup[] } {
  const cookie = req.headers.cookie?.split(/;\s*/).find((c) => c.startsWith('standin_last='));
  if (!cookie) return {};
  try {
    const parsed = JSON.parse(Buffer.from(cookie.slice('standin_last='.length), 'base64url').toString()) as Record<string, unknown>;
    return {
      provider: isProviderName(parsed.provider) ? parsed.provider : undefined,
      name: normaliseName(parsed.name),
      groups: Array.isArray(parsed.groups) ? ROLE_GROUPS.filter((g) => (parsed.groups as unknown[]).includes(g)) : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * A local stand-in of the Cognito hosted UI and token endpoints, built on oauth2-mock-server (its key
 * store signs the tokens, its service serves the JWKS and discovery document and parses requests).
 * Tokens carry Cognito's issuer (`https://cognito-idp.<region>.amazonaws.com/<pool id>`) and shape, so
 * the functions verify them with the same CognitoJwtVerifier as in AWS, only fetching the keys here
 * (LOCAL_JWKS_URL). The checks a real authorization server makes are made here too: registered client
 * and return URLs only, PKCE S256 required, single-use codes bound to their redirect URI.
 */
export async function startSignInStandIn(options: SignInStandInOptions = {}) {
  const userPoolId = options.userPoolId ?? LOCAL_USER_POOL_ID;
  const clientId = options.clientId ?? LOCAL_CLIENT_ID;
  const region = userPoolId.split('_')[0] ?? 'us-east-1';
  const issuerUrl = `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
  const accessSeconds = options.accessTokenSeconds ?? 3600;
  const refreshSeconds = options.refreshTokenSeconds ?? 30 * 24 * 3600;
  const codeSeconds = options.codeSeconds ?? 300;

  const webOrigins: string[] = [];
  const callbackUrls = () => webOrigins.map((o) => `${o}${CALLBACK_PATH}`);
  const logoutUrls = () => webOrigins.map((o) => `${o}${LOGOUT_PATH}`);
  function registerWebOrigin(origin: string) {
    const normalised = new URL(origin).origin;
    if (!webOrigins.includes(normalised)) webOrigins.push(normalised);
  }
  for (const origin of options.webOrigins ?? []) registerWebOrigin(origin);

  const issuer = new OAuth2Issuer();
  issuer.url = issuerUrl;
  const key = await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer, {
    wellKnownDocument: PATHS.discovery,
    jwks: PATHS.jwks,
    token: `${DISABLED_PREFIX}/token`,
    authorize: `${DISABLED_PREFIX}/authorize`,
    userinfo: `${DISABLED_PREFIX}/userinfo`,
    revoke: `${DISABLED_PREFIX}/revoke`,
    endSession: `${DISABLED_PREFIX}/endsession`,
    introspect: `${DISABLED_PREFIX}/introspect`,
  });

  /** The pool's people and their groups (the Cognito API below answers from it). */
  const directory = new LocalUserDirectory();
  const codes = new Map<string, CodeGrant>();
  const refreshTokens = new Map<string, RefreshGrant>();
  const accessTokens = new Map<string, { user: PoolUser; scopes: string[]; exp: number }>();
  let baseUrl = '';

  function prune() {
    const t = now();
    for (const [k, v] of codes) if (v.expiresAt + 3600 < t) codes.delete(k);
    for (const [k, v] of refreshTokens) if (v.expiresAt < t) refreshTokens.delete(k);
    for (const [k, v] of accessTokens) if (v.exp < t) accessTokens.delete(k);
  }

  /** Signs a JWT with the stand-in's key: Cognito's header and claims, no `nbf` (Cognito sets none). */
  async function sign(claims: Record<string, unknown>, lifetime: number): Promise<string> {
    return issuer.buildToken({
      kid: key.kid,
      expiresIn: lifetime,
      scopesOrTransform: (_header, payload: Payload) => {
        Object.assign(payload, claims);
        Reflect.deleteProperty(payload, 'nbf');
      },
    });
  }

  async function issueTokens(auth: Authentication, opts: { nonce?: string; withRefresh: boolean; lifetime?: number }): Promise<TokenSet> {
    // The groups the pool holds now: an admin's change reaches the person with their next token.
    const user = directory.fresh(auth.user);
    const lifetime = opts.lifetime ?? accessSeconds;
    const groups = user.groups.length ? { 'cognito:groups': [...user.groups] } : {};
    const common = { sub: user.sub, auth_time: auth.authTime, origin_jti: auth.originJti, event_id: randomUUID() };
    const accessToken = await sign(
      {
        ...common,
        ...groups,
        version: 2,
        client_id: auth.clientId,
        token_use: 'access',
        scope: auth.scopes.join(' '),
        jti: randomUUID(),
        username: user.username,
      },
      lifetime,
    );
    accessTokens.set(accessToken, { user, scopes: auth.scopes, exp: now() + lifetime });
    const result: TokenSet = { access_token: accessToken, token_type: 'Bearer', expires_in: lifetime };
    if (auth.scopes.includes('openid')) {
      result.id_token = await sign(
        {
          ...common,
          ...groups,
          at_hash: atHash(accessToken),
          aud: auth.clientId,
          token_use: 'id',
          jti: randomUUID(),
          'cognito:username': user.username,
          ...(auth.scopes.includes('profile') ? { name: user.name } : {}),
          ...(auth.scopes.includes('email')
            ? { email: user.email, ...(user.emailVerified === undefined ? {} : { email_verified: user.emailVerified }) }
            : {}),
          identities: [
            {
              userId: user.providerUserId,
              providerName: user.provider,
              providerType: user.provider,
              issuer: null,
              primary: 'true',
              dateCreated: String(auth.authTime * 1000),
            },
          ],
          ...(opts.nonce ? { nonce: opts.nonce } : {}),
        },
        lifetime,
      );
    }
    if (opts.withRefresh) {
      const refresh = randomBytes(48).toString('base64url');
      refreshTokens.set(refresh, { ...auth, expiresAt: now() + refreshSeconds });
      result.refresh_token = refresh;
    }
    return result;
  }

  interface AuthorizeRequest {
    oauth: Record<string, string>;
    redirectUri: string;
    state?: string;
    scopes: string[];
    codeChallenge: string;
    nonce?: string;
    lockedProvider?: ProviderName;
    /** The language of the picker (`lang`), kept in its form for the page shown again. */
    locale: Locale;
  }

  /**
   * Checks an authorize request as Cognito does. Client and redirect URI first: when either is wrong
   * the browser is never sent anywhere (an error page, no open redirect). Other mistakes go back to
   * the (registered) redirect URI as `error=…&state=…`.
   */
  function readAuthorizeRequest(params: Record<string, unknown> | undefined, res: ServerResponse): AuthorizeRequest | undefined {
    // Read first and leniently: even a refusal is shown in the player's language.
    const locale = pageLocale(params?.lang);
    let redirectUri: string | undefined;
    let state: string | undefined;
    try {
      const requestClient = single(params, 'client_id');
      redirectUri = single(params, 'redirect_uri');
      if (requestClient !== clientId) {
        sendHtml(res, 400, errorPage('unknownClient', locale));
        return undefined;
      }
      if (!redirectUri || !callbackUrls().includes(redirectUri)) {
        redirectUri = undefined;
        sendHtml(res, 400, errorPage('unregisteredCallback', locale));
        return undefined;
      }
      state = single(params, 'state');
      if (single(params, 'response_type') !== 'code') throw new OAuthError('unsupported_response_type', 'Only response_type=code is supported');
      const requested = single(params, 'scope');
      const scopes = requested ? requested.split(' ').filter(Boolean) : [...ALLOWED_SCOPES];
      const unknown = scopes.filter((s) => !(ALLOWED_SCOPES as readonly string[]).includes(s));
      if (unknown.length) throw new OAuthError('invalid_scope', `Scope not allowed for this client: ${unknown.join(' ')}`);
      const codeChallenge = single(params, 'code_challenge');
      if (!codeChallenge || single(params, 'code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(codeChallenge)) {
        throw new OAuthError('invalid_request', 'PKCE is required: code_challenge (43 characters) with code_challenge_method=S256');
      }
      const identityProvider = single(params, 'identity_provider');
      if (identityProvider !== undefined && identityProvider !== 'COGNITO' && !isProviderName(identityProvider)) {
        throw new OAuthError('invalid_request', `Unknown identity_provider ${identityProvider}`);
      }
      const nonce = single(params, 'nonce');
      const oauth: Record<string, string> = {
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: scopes.join(' '),
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      };
      if (state !== undefined) oauth.state = state;
      if (nonce !== undefined) oauth.nonce = nonce;
      const lockedProvider = isProviderName(identityProvider) ? identityProvider : undefined;
      if (lockedProvider) oauth.identity_provider = lockedProvider;
      if (locale !== 'en') oauth.lang = locale;
      return { oauth, redirectUri, state, scopes, codeChallenge, nonce, lockedProvider, locale };
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      // Only a repeated client_id or redirect_uri fails before the callback is known.
      if (!redirectUri) {
        sendHtml(res, 400, errorPage('repeatedParameter', locale));
        return undefined;
      }
      const back = new URL(redirectUri);
      back.searchParams.set('error', error.error);
      back.searchParams.set('error_description', error.description);
      if (state !== undefined) back.searchParams.set('state', state);
      redirect(res, back.href);
      return undefined;
    }
  }

  // GET /oauth2/authorize: the picker (the hosted UI's sign-in page).
  service.addRoute('GET', PATHS.authorize, (req, res) => {
    const request = readAuthorizeRequest(req.query, res);
    if (!request) return;
    sendHtml(res, 200, pickerPage({ oauth: request.oauth, lockedProvider: request.lockedProvider, locale: request.locale, ...lastChoice(req) }));
  });

  // POST /login: the picker's form. Everything is checked again: hidden fields are input like any other.
  service.addRoute('POST', PATHS.login, (req, res) => {
    const form = bodyOf(req);
    const request = readAuthorizeRequest(form, res);
    if (!request) return;
    const provider = form?.provider;
    const name = normaliseName(form?.name);
    const rawGroups = form?.groups === undefined ? [] : Array.isArray(form.groups) ? form.groups : [form.groups];
    const badGroup = rawGroups.find((g) => !(ROLE_GROUPS as readonly unknown[]).includes(g));
    const error: PickerError | undefined = !isProviderName(provider) || (request.lockedProvider && provider !== request.lockedProvider)
      ? { kind: 'noProvider' }
      : !name
        ? { kind: 'noName' }
        : badGroup !== undefined
          ? { kind: 'unknownGroup', group: String(badGroup) }
          : undefined;
    if (error || !isProviderName(provider) || !name) {
      const typed = typeof form?.name === 'string' ? form.name : '';
      sendHtml(res, 400, pickerPage({ oauth: request.oauth, lockedProvider: request.lockedProvider, name: typed, error, locale: request.locale }));
      return;
    }
    const groups = ROLE_GROUPS.filter((g) => rawGroups.includes(g));
    const user = directory.signedIn(poolUser({ provider, name, groups }));
    const code = randomUUID();
    prune();
    codes.set(code, {
      user,
      clientId,
      scopes: request.scopes,
      authTime: now(),
      originJti: randomUUID(),
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      nonce: request.nonce,
      expiresAt: now() + codeSeconds,
      used: false,
      refreshTokens: [],
    });
    const back = new URL(request.redirectUri);
    back.searchParams.set('code', code);
    if (request.state !== undefined) back.searchParams.set('state', request.state);
    const remembered = Buffer.from(JSON.stringify({ provider, name, groups })).toString('base64url');
    redirect(res, back.href, { 'set-cookie': `standin_last=${remembered}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000` });
  });

  async function tokenGrant(req: AugmentedRequest): Promise<TokenSet> {
    if (!String(req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
      throw new OAuthError('invalid_request', 'The token request must be application/x-www-form-urlencoded');
    }
    if (req.headers.authorization) throw new OAuthError('invalid_client', 'This client is public: it has no secret to send', 401);
    const body = bodyOf(req);
    if (single(body, 'client_id') !== clientId) throw new OAuthError('invalid_client', 'Unknown client', 401);
    const grantType = single(body, 'grant_type');
    if (grantType === 'authorization_code') {
      const code = single(body, 'code');
      const grant = code ? codes.get(code) : undefined;
      if (!code || !grant) throw new OAuthError('invalid_grant', 'Unknown, expired or forged authorization code');
      if (grant.used) {
        // A replayed code: refuse it, and revoke what the first exchange produced.
        for (const token of grant.refreshTokens) refreshTokens.delete(token);
        throw new OAuthError('invalid_grant', 'Authorization code already used');
      }
      grant.used = true; // single use, whatever the outcome below
      if (grant.expiresAt < now()) throw new OAuthError('invalid_grant', 'Authorization code expired');
      if (grant.clientId !== clientId) throw new OAuthError('invalid_grant', 'Authorization code issued to another client');
      if (single(body, 'redirect_uri') !== grant.redirectUri) throw new OAuthError('invalid_grant', 'redirect_uri does not match the authorization request');
      const verifier = single(body, 'code_verifier');
      if (!verifier) throw new OAuthError('invalid_request', 'code_verifier is required (PKCE)');
      if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier) || s256(verifier) !== grant.codeChallenge) {
        throw new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge');
      }
      const tokens = await issueTokens(grant, { nonce: grant.nonce, withRefresh: true });
      if (tokens.refresh_token) grant.refreshTokens.push(tokens.refresh_token);
      return tokens;
    }
    if (grantType === 'refresh_token') {
      const token = single(body, 'refresh_token');
      const grant = token ? refreshTokens.get(token) : undefined;
      if (!grant || grant.expiresAt < now()) throw new OAuthError('invalid_grant', 'Invalid or expired refresh token');
      if (grant.clientId !== clientId) throw new OAuthError('invalid_grant', 'Refresh token issued to another client');
      // As Cognito (no refresh-token rotation): new access and ID tokens, the same refresh token stays valid.
      return issueTokens(grant, { withRefresh: false });
    }
    throw new OAuthError('unsupported_grant_type', 'Use authorization_code or refresh_token');
  }

  // POST /oauth2/token: code + PKCE, and refresh.
  service.addRoute('POST', PATHS.token, async (req, res) => {
    try {
      sendJson(res, 200, await tokenGrant(req));
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      sendJson(res, error.status, { error: error.error, error_description: error.description });
    }
  });

  // GET /oauth2/userInfo: the user's attributes for a valid access token.
  service.addRoute('GET', PATHS.userInfo, (req, res) => {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const session = token ? accessTokens.get(token) : undefined;
    if (!session || session.exp < now()) {
      sendJson(res, 401, { error: 'invalid_token', error_description: 'Access token is not valid' }, { 'www-authenticate': 'Bearer error="invalid_token"' });
      return;
    }
    const { user, scopes } = session;
    sendJson(res, 200, {
      sub: user.sub,
      username: user.username,
      ...(scopes.includes('profile') ? { name: user.name } : {}),
      ...(scopes.includes('email') ? { email: user.email, ...(user.emailVerified === undefined ? {} : { email_verified: String(user.emailVerified) }) } : {}),
      identities: JSON.stringify([{ userId: user.providerUserId, providerName: user.provider, providerType: user.provider, primary: true }]),
    });
  });

  // POST /oauth2/revoke: revokes a refresh token (sign-out everywhere).
  service.addRoute('POST', PATHS.revoke, (req, res) => {
    const body = bodyOf(req);
    if (single(body, 'client_id') !== clientId) {
      sendJson(res, 400, { error: 'invalid_client', error_description: 'Unknown client' });
      return;
    }
    const token = single(body, 'token');
    if (token && refreshTokens.get(token)?.clientId === clientId) refreshTokens.delete(token);
    sendJson(res, 200, {});
  });

  // GET /logout?client_id=…&logout_uri=…: Cognito's sign-out; only to a registered sign-out URL.
  service.addRoute('GET', PATHS.logout, (req, res) => {
    const locale = pageLocale(req.query.lang);
    let logoutUri: string | undefined;
    try {
      if (single(req.query, 'client_id') !== clientId) {
        sendHtml(res, 400, errorPage('unknownClient', locale));
        return;
      }
      logoutUri = single(req.query, 'logout_uri');
    } catch {
      sendHtml(res, 400, errorPage('repeatedParameter', locale));
      return;
    }
    if (!logoutUri || !logoutUrls().includes(logoutUri)) {
      sendHtml(res, 400, errorPage('unregisteredLogout', locale));
      return;
    }
    redirect(res, logoutUri, { 'set-cookie': 'standin_last=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0' });
  });

  // The discovery document: Cognito's issuer, the stand-in's endpoints. Like Cognito's, it lists no
  // end_session_endpoint nor revocation_endpoint (the web uses endSessionEndpoint of /auth-config.json
  // and /oauth2/revoke beside it), so that nothing works here that would not in AWS.
  service.on('beforeWellKnownOpenIdConfiguration', (response: MutableResponse) => {
    response.body = {
      issuer: issuerUrl,
      authorization_endpoint: `${baseUrl}${PATHS.authorize}`,
      token_endpoint: `${baseUrl}${PATHS.token}`,
      userinfo_endpoint: `${baseUrl}${PATHS.userInfo}`,
      jwks_uri: `${baseUrl}${PATHS.jwks}`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: [...ALLOWED_SCOPES],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['none'],
    };
  });

  const server = http.createServer((req, res) => {
    if (isCognitoApiRequest(req)) {
      answerCognitoApi(req, res, directory, userPoolId).catch(() => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify({ __type: 'InternalErrorException', message: 'The stand-in failed' }));
      });
      return;
    }
    if ((req.url ?? '/').startsWith(DISABLED_PREFIX)) {
      res.writeHead(404).end();
      return;
    }
    service.requestHandler(req, res);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  try {
    await listen(options.port ?? 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || !options.port) throw error;
    await listen(0);
  }
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** Where the browser goes (the OIDC authority of the web app). */
    url: baseUrl,
    /** The `iss` of every token: Cognito's URL for this pool. */
    issuer: issuerUrl,
    jwksUrl: `${baseUrl}${PATHS.jwks}`,
    userPoolId,
    clientId,
    registerWebOrigin,
    callbackUrls,
    logoutUrls,
    /**
     * /auth-config.json for a web app served at `origin` (a registered one; else the first registered),
     * the same shape the web stack writes in AWS.
     */
    authConfig(origin?: string): AuthConfig {
      const registered = origin && webOrigins.includes(origin) ? origin : webOrigins[0];
      if (!registered) throw new Error('No web origin registered with the sign-in stand-in');
      return {
        authority: baseUrl,
        clientId,
        redirectUri: `${registered}${CALLBACK_PATH}`,
        postLogoutRedirectUri: `${registered}${LOGOUT_PATH}`,
        scope: ALLOWED_SCOPES.join(' '),
        endSessionEndpoint: `${baseUrl}${PATHS.logout}`,
        identityProviders: { ...IDENTITY_PROVIDERS },
      };
    },
    /** Test helper: tokens for a person without the browser flow, signed by the stand-in's key. */
    async mintTokens(mint: MintOptions = {}): Promise<TokenSet & { user: PoolUser }> {
      const groups = mint.groups ?? [];
      const user = directory.put(poolUser({ provider: mint.provider ?? 'Google', name: mint.name ?? 'Test Player', groups }), groups);
      const auth: Authentication = {
        user,
        clientId: mint.clientId ?? clientId,
        scopes: [...ALLOWED_SCOPES],
        authTime: now(),
        originJti: randomUUID(),
      };
      return { ...(await issueTokens(auth, { withRefresh: false, lifetime: mint.lifetimeSeconds })), user };
    },
    /**
     * Cognito's API for this pool (ListUsers, Admin*Group*, AdminGetUser): the functions' SDK client
     * is pointed here by AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER.
     */
    apiUrl: baseUrl,
    /** The people who signed in and their groups. */
    directory,
    /** The public signing key (its `kid` lets tests forge a look-alike signed by another key). */
    signingKey: { kid: key.kid, alg: key.alg },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SignInStandIn = Awaited<ReturnType<typeof startSignInStandIn>>;
