import type { Me, SignInService } from '@quiz/shared';
import { setAuthSession, type AuthSession } from '../../../lib/api-client';
import { hasStoredSession, storedMe, storedProfile } from './storage';

/**
 * The signed-in session of this tab as the page shows it (the header, the account menu), and the
 * access token every API call sends. This part comes with the app and never loads the OIDC client
 * for an anonymous visitor; the rest (session-client.ts, with oidc-client-ts) loads when a sign-in
 * starts or when the tab holds a session.
 */

export interface AccountState {
  status: 'anonymous' | 'signedIn';
  /** The player's name from the ID token (`name`); the page falls back on the API's `user.name`. */
  idName: string | null;
  /** The provider of this sign-in (from the ID token's `identities`). */
  service: SignInService | null;
  /** The API's answer to /api/me (a stored copy until it arrives); null when unknown. */
  me: Me | null;
  /** The session ended by itself (its refresh refused): the page offers to sign in again. */
  expired: { service: SignInService | null } | null;
}

export const ANONYMOUS: AccountState = { status: 'anonymous', idName: null, service: null, me: null, expired: null };

/** The first paint: a tab holding a session shows the player at once, from what the last visit stored. */
function stateFromStorage(): AccountState {
  if (!hasStoredSession()) return ANONYMOUS;
  const profile = storedProfile();
  const me = storedMe();
  return {
    status: 'signedIn',
    idName: profile?.name ?? null,
    service: profile?.service ?? null,
    me: me && me.user?.id === profile?.sub ? me : null,
    expired: null,
  };
}

let state: AccountState = ANONYMOUS;
const listeners = new Set<() => void>();

/** Replaces the state (session-client.ts only, and tests). */
export function setAccountState(next: AccountState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore. */
export const accountStore = {
  get: (): AccountState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests set the state a component is rendered with. */
  setForTests: (next: Partial<AccountState>) => setAccountState({ ...ANONYMOUS, ...next }),
};

/** The name the page shows: the ID token's, else the profile's on the API. */
export function displayName(account: AccountState): string | null {
  return account.idName ?? account.me?.user?.name ?? null;
}

export function dismissExpired(): void {
  setAccountState({ ...state, expired: null });
}

const client = () => import('./session-client');

const authSession: AuthSession = {
  // An anonymous tab never loads the OIDC client.
  accessToken: async () => (hasStoredSession() ? (await client()).accessToken() : null),
  renew: async (refused) => (await client()).renewOnce(refused),
  end: () => void client().then((m) => m.sessionOver()),
};

/**
 * At start (main.tsx): gives the API client the session's tokens, shows what the last visit stored,
 * and restores the session of this tab, if it holds one.
 */
export function startAccount(): void {
  setAuthSession(authSession);
  setAccountState(stateFromStorage());
  if (state.status === 'signedIn') void client().then((m) => m.restore());
}
