import { setAuthSession, type AuthSession } from '../../../lib/api-client';
import { ANONYMOUS, accountStore, setAccountRefresher, setAccountState, type AccountState } from '../../../lib/account-state';
import { hasStoredSession, storedMe, storedProfile } from './storage';

/**
 * The signed-in session of this tab as the page shows it (the header, the account menu), and the
 * access token every API call sends. This part comes with the app and never loads the OIDC client
 * for an anonymous visitor; the rest (session-client.ts, with oidc-client-ts) loads when a sign-in
 * starts or when the tab holds a session.
 */

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
  setAccountRefresher(async () => (await client()).refreshMe());
  setAccountState(stateFromStorage());
  if (accountStore.get().status === 'signedIn') void client().then((m) => m.restore());
}
