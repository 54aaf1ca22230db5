import { createHash, randomBytes } from 'node:crypto';
import type { ProviderName, RoleGroup } from './people';

/**
 * What a browser and the web app's OIDC client do against the sign-in stand-in, over HTTP: for tests
 * (and scripts) that need a real access token from the real flow, authorization code + PKCE.
 */

export interface PkcePair {
  verifier: string;
  challenge: string;
}

export function pkcePair(): PkcePair {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface FlowOptions {
  /** The stand-in's base URL (the authority). */
  authority: string;
  clientId: string;
  redirectUri: string;
  provider?: ProviderName;
  name?: string;
  groups?: RoleGroup[];
  scope?: string;
  state?: string;
  nonce?: string;
  /** The language of the hosted UI's pages (`lang`), as the web app sends it. */
  lang?: string;
}

export interface TokenResponse {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
}

/** The authorize URL the web app sends the browser to. */
export function authorizeUrl(options: FlowOptions, pkce: PkcePair): URL {
  const url = new URL('/oauth2/authorize', options.authority);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    scope: options.scope ?? 'openid email profile',
    state: options.state ?? randomBytes(8).toString('hex'),
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...(options.nonce ? { nonce: options.nonce } : {}),
    ...(options.lang ? { lang: options.lang } : {}),
  }).toString();
  return url;
}

/**
 * Opens the picker, submits it as a person would (all its hidden fields, plus provider, name and
 * groups) and returns the redirect back to the web app (`…/auth-success?code=…&state=…`).
 */
export async function pickOnPage(pickerUrl: URL, person: Pick<FlowOptions, 'provider' | 'name' | 'groups'>): Promise<URL> {
  const page = await fetch(pickerUrl, { redirect: 'manual' });
  if (page.status !== 200) throw new Error(`The picker answered ${page.status}: ${await page.text()}`);
  const html = await page.text();
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    form.append(decodeEntities(name!), decodeEntities(value!));
  }
  form.append('provider', person.provider ?? 'Google');
  form.append('name', person.name ?? 'Test Player');
  for (const group of person.groups ?? []) form.append('groups', group);
  const posted = await fetch(new URL('/login', pickerUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  const location = posted.headers.get('location');
  if (posted.status !== 302 || !location) throw new Error(`The picker's form answered ${posted.status}: ${await posted.text()}`);
  return new URL(location);
}

function decodeEntities(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** POSTs a form to the token endpoint; returns the status and the JSON answer. */
export async function tokenRequest(authority: string, form: Record<string, string>) {
  const res = await fetch(new URL('/oauth2/token', authority), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** The whole sign-in: authorize, pick, come back with a code, exchange it with the PKCE verifier. */
export async function signInThroughPicker(options: FlowOptions): Promise<TokenResponse & { code: string; state: string | null }> {
  const pkce = pkcePair();
  const back = await pickOnPage(authorizeUrl(options, pkce), options);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`No code in ${back.href}`);
  const { status, json } = await tokenRequest(options.authority, {
    grant_type: 'authorization_code',
    client_id: options.clientId,
    code,
    redirect_uri: options.redirectUri,
    code_verifier: pkce.verifier,
  });
  if (status !== 200) throw new Error(`Token exchange answered ${status}: ${JSON.stringify(json)}`);
  return { ...(json as unknown as TokenResponse), code, state: back.searchParams.get('state') };
}
