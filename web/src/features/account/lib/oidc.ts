import { ErrorResponse, UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { AuthConfig, Locale, SignInService } from '@quiz/shared';
import { SIGN_IN_SERVICES } from './services';
import { OIDC_PREFIX } from './storage';

/**
 * The OIDC client (oidc-client-ts), in a chunk of its own: it loads when a sign-in starts or a tab
 * holds a session, never for an anonymous visit. Authorization code flow with PKCE (S256) against
 * the Cognito hosted UI, or its local stand-in: the same code in both places.
 */

/** What a sign-in carries through the hosted UI, kept by the client beside its PKCE verifier (never in a URL). */
export interface SignInState {
  returnTo: string | null;
  /** `returnTo` is a pre-rendered page: load it whole (lib/return-page.ts). */
  wholePage?: boolean;
}

export interface Oidc {
  config: AuthConfig;
  manager: UserManager;
}

export interface OidcEvents {
  /** A user was loaded, signed in or renewed. */
  userLoaded(user: User): void;
  /** A renewal in the background failed; `refused` when the server refused the refresh token. */
  renewFailed(refused: boolean): void;
}

export function createOidc(config: AuthConfig, events: OidcEvents): Oidc {
  // The session (tokens) is the browser's, in localStorage, as Cognito's own libraries keep it: every
  // tab and the next visit share it (docs/accounts.md "Where the session is kept"). The PKCE verifier
  // and the state of a sign-in under way stay with its tab (sessionStorage). Never in a URL (the
  // one-time code aside).
  const userStore = new WebStorageStateStore({ store: window.localStorage, prefix: OIDC_PREFIX });
  const stateStore = new WebStorageStateStore({ store: window.sessionStorage, prefix: OIDC_PREFIX });
  const manager = new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    post_logout_redirect_uri: config.postLogoutRedirectUri,
    scope: config.scope,
    response_type: 'code',
    userStore,
    stateStore,
    // Renewals use the refresh token (a minute before the access token runs out); without a
    // silent_redirect_uri the client never falls back to a hidden iframe.
    automaticSilentRenew: true,
    monitorSession: false,
    // The ID token already names the player; Cognito's userInfo would be one more call.
    loadUserInfo: false,
  });
  manager.events.addUserLoaded((user) => events.userLoaded(user));
  manager.events.addSilentRenewError((error) => events.renewFailed(isRefusal(error)));
  return { config, manager };
}

/** The authorization server said no (invalid_grant: a refresh token revoked or expired, a replayed code). */
export function isRefusal(error: unknown): boolean {
  return error instanceof ErrorResponse;
}

export type SignInFailure = 'used' | 'cancelled' | 'network' | 'other';

/** Why finishing a sign-in failed, in words a player can act on. */
export function signInFailure(error: unknown): SignInFailure {
  if (error instanceof ErrorResponse) {
    if (error.error === 'access_denied') return 'cancelled';
    return error.error === 'invalid_grant' ? 'used' : 'other';
  }
  if (error instanceof TypeError || (error instanceof Error && error.name === 'ErrorTimeout')) return 'network';
  // A page reloaded or a link replayed: its state was used up (or never made in this tab).
  if (error instanceof Error && /no (matching )?state/i.test(error.message)) return 'used';
  return 'other';
}

/**
 * Sends the browser to the hosted UI, straight to `service`'s provider (Cognito's `identity_provider`),
 * its pages in the player's language (`lang`: Cognito's managed login reads `lang=fr`, and so does the
 * local stand-in). `replace` when the current history entry is /connect itself, so that Back does not
 * land on it and start over.
 */
export function signInRedirect(
  oidc: Oidc,
  service: SignInService,
  state: SignInState,
  redirectMethod: 'assign' | 'replace',
  locale: Locale,
): Promise<void> {
  const identityProvider = oidc.config.identityProviders[service] ?? SIGN_IN_SERVICES[service];
  return oidc.manager.signinRedirect({ state, redirectMethod, extraQueryParams: { identity_provider: identityProvider, lang: locale } });
}
