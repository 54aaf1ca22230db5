import { userStateOf, type Locale, type Me, type SignInService } from '@quiz/shared';
import type { User } from 'oidc-client-ts';
import { apiCall } from '../../../lib/api-client';
import { armPremiumOverClick } from '../../../lib/premium-over';
import { loadAuthConfig, revocationUrl } from './auth-config';
import { createOidc, isRefusal, signInFailure, signInRedirect, type Oidc, type SignInFailure, type SignInState } from './oidc';
import { safeReturnPath } from '../../../lib/return-path';
import { isSignInService, SIGN_IN_SERVICES } from './services';
import { accountStore, ANONYMOUS } from '../../../lib/account-state';
import { setAccountState as update } from '../../../lib/account-state';
import {
  clearProfile,
  clearStoredMe,
  clearStoredSessions,
  forgetSignIn,
  hasStoredSession,
  rememberSignIn,
  storeMe,
  storeProfile,
} from './storage';

/**
 * The session's work with the OIDC client, loaded on demand with it (session.ts holds what the page
 * shows): restoring a tab's session, renewing tokens, signing in and out.
 */

const current = () => accountStore.get();

// --- the OIDC client, loaded once on demand

let oidcPromise: Promise<Oidc> | null = null;

function oidc(): Promise<Oidc> {
  oidcPromise ??= loadAuthConfig()
    .then((config) =>
      createOidc(config, {
        userLoaded: (user) => showUser(user),
        renewFailed: (refused) => {
          if (refused) void sessionOver();
        },
      }),
    )
    .catch((error: unknown) => {
      oidcPromise = null;
      throw error;
    });
  return oidcPromise;
}

function serviceOf(user: User): SignInService | null {
  const identities = user.profile.identities;
  const provider = Array.isArray(identities) ? (identities[0] as { providerName?: unknown } | undefined)?.providerName : undefined;
  const entry = Object.entries(SIGN_IN_SERVICES).find(([, name]) => name === provider);
  return entry && isSignInService(entry[0]) ? entry[0] : null;
}

function showUser(user: User): void {
  const name = typeof user.profile.name === 'string' && user.profile.name.trim() ? user.profile.name.trim() : null;
  const service = serviceOf(user);
  storeProfile({ sub: user.profile.sub, name, service });
  update({ ...current(), status: 'signedIn', idName: name, service, expired: null });
}

/** Forgets the session in this tab: tokens, the stored Me (SPEC §9 `me`, `isConnected`), the profile. */
async function forgetSession(revoke: boolean): Promise<void> {
  if (hasStoredSession()) {
    try {
      const { manager, config } = await oidc();
      const user = await manager.getUser();
      const revoked = revoke && user?.refresh_token ? revokeRefreshToken(revocationUrl(config), config.clientId, user.refresh_token) : null;
      await manager.removeUser();
      // Settled before the page goes on (to the hosted UI's sign-out): leaving the page may cancel it.
      await revoked;
    } catch {
      // The stored keys are removed below all the same.
    }
  }
  clearStoredSessions();
  clearProfile();
  clearStoredMe();
}

/** Longest wait for the revocation: a dead network must not hold a player on the way out. */
const REVOKE_TIMEOUT_MS = 3000;

/**
 * Best effort: the refresh token (30 days) stops working at once rather than when it expires. The
 * answer is not read (`no-cors`). Sign-out waits for it (at most REVOKE_TIMEOUT_MS): browsers cancel
 * a page's requests as it leaves, and `keepalive`, which should spare this one, is not honoured by
 * every browser (older Firefox, some Chromium builds); it stays for a tab closed meanwhile. Never rejects.
 */
async function revokeRefreshToken(url: string, clientId: string, token: string): Promise<void> {
  try {
    await fetch(url, {
      method: 'POST',
      mode: 'no-cors',
      keepalive: true,
      body: new URLSearchParams({ token, client_id: clientId }),
      signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
    });
  } catch {
    // Sign-out goes on: the hosted UI's sign-out ends the session there.
  }
}

/** The session ended by itself (its refresh refused, or the API refuses its tokens). */
export async function sessionOver(): Promise<void> {
  if (current().status === 'anonymous' && !hasStoredSession()) return;
  const service = current().service;
  await forgetSession(false);
  update({ ...ANONYMOUS, expired: { service } });
}

/**
 * Another tab signed out (or its session ended): the shared session is gone from storage already;
 * this tab's client lets go of it (its renewal timer stops) and the page shows "Sign in".
 */
export async function signedOutElsewhere(): Promise<void> {
  try {
    const { manager } = await oidc();
    // Signed in again there meanwhile: that session is this tab's too.
    if (hasStoredSession()) return await restore();
    await manager.removeUser();
  } catch {
    // Nothing held: nothing to stop.
  }
  update(ANONYMOUS);
}

// --- tokens for the API client

let renewal: Promise<string | null> | null = null;

/** One renewal with the refresh token, shared by every caller waiting for it; null when the session is over. */
export function renewOnce(refused: string | null): Promise<string | null> {
  renewal ??= (async () => {
    try {
      const { manager } = await oidc();
      const held = await manager.getUser();
      if (!held) {
        await sessionOver();
        return null;
      }
      // Renewed meanwhile (by the client's timer or another call): use the new token.
      if (refused !== null && held.access_token !== refused && !held.expired) return held.access_token;
      const user = await manager.signinSilent();
      return user?.access_token ?? null;
    } catch (error) {
      if (!isRefusal(error)) throw error;
      await sessionOver();
      return null;
    } finally {
      renewal = null;
    }
  })();
  return renewal;
}

/** Seconds of margin: a token this close to its end would run out on the way. */
const EXPIRY_MARGIN_SECONDS = 10;

/** The access token to send now, renewed first when it has (nearly) run out; null when anonymous. Never rejects. */
export async function accessToken(): Promise<string | null> {
  try {
    const { manager } = await oidc();
    const user = await manager.getUser();
    if (!user) return null;
    if ((user.expires_in ?? Infinity) > EXPIRY_MARGIN_SECONDS) return user.access_token;
    try {
      return await renewOnce(user.access_token);
    } catch {
      // Could not reach the token endpoint: send what we have, the API decides.
      return user.access_token;
    }
  } catch {
    return null;
  }
}

/** Asks the API who the player is, with the session's token; the answer replaces the stored one. */
export async function refreshMe(): Promise<void> {
  const token = await accessToken();
  if (!token) return;
  let me = await apiCall('me', { token });
  if (!me.user) {
    // /api/me takes the token as optional: a refused token (expired, or signed by keys of an earlier
    // stand-in) reads as anonymous. One renewal, then the session is over.
    const renewed = await renewOnce(token);
    if (!renewed) return;
    me = await apiCall('me', { token: renewed });
    if (!me.user) {
      await sessionOver();
      return;
    }
  }
  const before = current().me;
  // SPEC §4 premium ends: from premium to formerly premium, the next click leads to "Game Over".
  if (before && userStateOf(before) === 'paid' && userStateOf(me) === 'paid_over') armPremiumOverClick();
  storeMe(me);
  update({ ...current(), status: 'signedIn', me, expired: null });
  askAgainWhenPremiumEnds(me);
}

let premiumEndTimer: ReturnType<typeof setTimeout> | undefined;

/** A premium tab asks /api/me again just after premium ends, so that the page learns it without a reload. */
function askAgainWhenPremiumEnds(me: Me): void {
  clearTimeout(premiumEndTimer);
  const until = me.user?.premiumUntil ? Date.parse(me.user.premiumUntil) : NaN;
  const delay = until - Date.now() + 1_000;
  // setTimeout holds at most about 24 days; a longer premium is checked at a later visit.
  if (userStateOf(me) === 'paid' && delay > 0 && delay < 2 ** 31 - 1) {
    premiumEndTimer = setTimeout(() => void refreshMe().catch(() => undefined), delay);
  }
}

/** Restores the session of this tab at start: the OIDC client's user, then /api/me. */
export async function restore(): Promise<void> {
  try {
    const { manager } = await oidc();
    const user = await manager.getUser();
    if (!user) {
      // Keys of another configuration (a stand-in on another port): nothing to restore.
      await forgetSession(false);
      update(ANONYMOUS);
      return;
    }
    showUser(user);
    await refreshMe();
  } catch (error) {
    // Offline or the settings unreachable: the stored paint stays, the next call tries again.
    if (import.meta.env.DEV) console.warn('session not restored', error);
  }
}

// --- the flow: /connect/{service}, /auth-success, /logout

/**
 * /connect/{service}: remembers where to come back, then sends the browser to the hosted UI.
 * Resolves when the browser is leaving.
 */
export async function startSignIn(
  service: SignInService,
  returnTo: string | null,
  locale: Locale,
  redirectMethod: 'assign' | 'replace',
  wholePage = false,
): Promise<void> {
  const client = await oidc();
  rememberSignIn({ service, returnTo, locale });
  await signInRedirect(client, service, { returnTo, wholePage: wholePage && returnTo !== null }, redirectMethod, locale);
}

/**
 * /auth-success: exchanges the code (with the PKCE verifier), keeps the tokens, asks the API who the
 * player is, and answers the page to go back to (checked again: it came through the browser).
 */
export async function finishSignIn(url: string): Promise<{ returnTo: string | null; wholePage: boolean }> {
  const { manager } = await oidc();
  const user = await manager.signinRedirectCallback(url);
  forgetSignIn();
  showUser(user);
  update({ ...current(), me: null });
  try {
    await refreshMe();
  } catch (error) {
    // Signed in all the same: the header shows the name, the state comes with the next load.
    if (import.meta.env.DEV) console.warn('/api/me failed after sign-in', error);
  }
  const state = user.state as Partial<SignInState> | undefined;
  const returnTo = safeReturnPath(state?.returnTo, window.location.origin);
  return { returnTo, wholePage: returnTo !== null && state?.wholePage === true };
}

/** Why a sign-in could not be finished (a code already used, a cancelled sign-in, the network …). */
export function signInFailureOf(error: unknown): SignInFailure {
  return signInFailure(error);
}

/**
 * /logout: ends the session in this tab (tokens, revoked refresh token, SPEC §9 keys) and answers
 * the hosted UI's sign-out URL, which ends the session there and comes back to /logout.
 */
export async function endSession(): Promise<void> {
  await forgetSession(true);
  update(ANONYMOUS);
}
