import { userStateOf, type Me, type SignInService, type UserState } from '@quiz/shared';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in state of this tab as every part of the page reads it (the header, the account menu,
 * the score sync): a small store with no sign-in code in it. The account feature sets it
 * (features/account/lib/session.ts and session-client.ts); the others only read it.
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

let state: AccountState = ANONYMOUS;
const listeners = new Set<() => void>();

/** Replaces the state (the account feature only, and tests). */
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

/** The signed-in state of this tab, re-rendering when it changes (for features other than the account's). */
export function useAccountState(): AccountState {
  return useSyncExternalStore(accountStore.subscribe, accountStore.get, accountStore.get);
}

/** The player's state of SPEC §4 (anonymous, connected, paid, paid_over) as this tab knows it. */
export function userStateOfAccount(account: AccountState): UserState {
  if (account.status !== 'signedIn') return 'anonymous';
  return account.me ? userStateOf(account.me) : 'connected';
}

let refresher: (() => Promise<void>) | null = null;

/** The account feature says how the player's profile is asked again (/api/me). */
export function setAccountRefresher(refresh: () => Promise<void>): void {
  refresher = refresh;
}

/**
 * Asks the API again who the player is (their premium changed: a purchase applied). Nothing for an
 * anonymous tab.
 */
export function refreshAccount(): Promise<void> {
  return accountStore.get().status === 'signedIn' && refresher ? refresher() : Promise.resolve();
}
