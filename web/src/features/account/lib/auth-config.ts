import type { AuthConfig } from '@quiz/shared';

/**
 * The sign-in settings of this site, read once from `/auth-config.json` on its own origin (written at
 * deploy in AWS, served by the local server beside the sign-in stand-in): one web build runs
 * everywhere. Schema: `authConfigSchema` in shared; checked here by hand, so zod stays out of the
 * browser bundle.
 */
export const AUTH_CONFIG_PATH = '/auth-config.json';

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function isAuthConfig(value: unknown): value is AuthConfig {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  const providers = c.identityProviders;
  return (
    isUrl(c.authority) &&
    typeof c.clientId === 'string' && c.clientId.length > 0 &&
    isUrl(c.redirectUri) &&
    isUrl(c.postLogoutRedirectUri) &&
    typeof c.scope === 'string' && c.scope.length > 0 &&
    isUrl(c.endSessionEndpoint) &&
    typeof providers === 'object' && providers !== null &&
    Object.values(providers).every((p) => typeof p === 'string')
  );
}

let cached: Promise<AuthConfig> | null = null;

/** The settings, fetched on first use and kept; a failed fetch is tried again on the next use. */
export function loadAuthConfig(): Promise<AuthConfig> {
  cached ??= (async () => {
    const response = await fetch(AUTH_CONFIG_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${AUTH_CONFIG_PATH} answered ${response.status}`);
    const config: unknown = await response.json();
    if (!isAuthConfig(config)) throw new Error(`${AUTH_CONFIG_PATH} is not a sign-in configuration`);
    return config;
  })().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

/** Tests start each case without a cached configuration. */
export function forgetAuthConfig(): void {
  cached = null;
}

/** The hosted UI's sign-out URL (Cognito's form: its discovery document lists no end_session_endpoint). */
export function signOutUrl(config: AuthConfig): string {
  const query = new URLSearchParams({ client_id: config.clientId, logout_uri: config.postLogoutRedirectUri });
  return `${config.endSessionEndpoint}?${query}`;
}

/** Cognito's revocation endpoint, beside its sign-out endpoint (its discovery document lists neither). */
export function revocationUrl(config: AuthConfig): string {
  return new URL('/oauth2/revoke', config.endSessionEndpoint).href;
}
