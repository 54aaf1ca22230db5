import { setAuthSession, type AuthSession } from '../../../lib/api-client';
import { ANONYMOUS, accountStore, setAccountRefresher, setAccountState, type AccountState } from '../../../lib/account-state';
import { adoptTabSession, hasStoredSession, isSessionKey, ME_KEY, sessionSubOf, storedMe, storedProfile } from './storage';

/**
 * The signed-in session of this browser as the page shows it (the header, the account menu), and the
 * access token every API call sends. This part comes with the app and never loads the OIDC client
 * for an anonymous visitor; the rest (session-client.ts, with oidc-client-ts) loads when a sign-in
 * starts or when the browser holds a session.
 */

/** The first paint: a browser holding a session shows the player at once, from what was stored. */
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
 * What another tab of this browser did to the shared session (docs/accounts.md "Where the session is
 * kept"); the browser tells every other tab of a change in localStorage:
 * - the session removed (a sign-out, or a session that ended there): this tab is signed out too;
 * - a session stored while this tab shows none, or another player's (a sign-in, a session moved from
 *   another device): this tab restores it;
 * - the server's newer answer about the same player (`me`: premium bought or ended): shown here too.
 * A renewal there (the same player, new tokens) needs nothing: the client reads the stored tokens
 * at each use.
 */
export function onOtherTabChange(event: Pick<StorageEvent, 'key' | 'newValue' | 'storageArea'>): void {
  if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
  const shown = accountStore.get();
  // localStorage.clear() elsewhere: key null.
  if (event.key === null || isSessionKey(event.key)) {
    if (!hasStoredSession()) {
      if (shown.status === 'signedIn') void client().then((m) => m.signedOutElsewhere());
      return;
    }
    // The same player renewed there: nothing to do. Unknown (no answer from the API yet): ask again.
    const sub = event.key === null ? null : sessionSubOf(event.newValue);
    if (shown.status !== 'signedIn' || sub === null || sub !== shown.me?.user?.id) {
      void client().then((m) => m.restore());
    }
    return;
  }
  if (event.key === ME_KEY && shown.status === 'signedIn') {
    const me = storedMe();
    if (me && me.user?.id === storedProfile()?.sub) setAccountState({ ...shown, me });
  }
}

/**
 * At start (main.tsx): gives the API client the session's tokens, shows what was stored, restores
 * the browser's session if it holds one, and follows what the other tabs do with it.
 */
export function startAccount(): void {
  adoptTabSession();
  setAuthSession(authSession);
  setAccountRefresher(async () => (await client()).refreshMe());
  setAccountState(stateFromStorage());
  if (accountStore.get().status === 'signedIn') void client().then((m) => m.restore());
  window.removeEventListener('storage', onOtherTabChange);
  window.addEventListener('storage', onOtherTabChange);
}
