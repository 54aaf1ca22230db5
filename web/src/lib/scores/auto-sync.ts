import { accountStore } from '../account-state';
import { hasPendingScores, TS_LAST_VISIT_KEY } from './local-store';

/**
 * What every page does for the scores, without loading their code: note the visit (SPEC §9
 * `tsLastVisit`), post unsynced scores when the network comes back, and when the player signs in
 * in this tab (the anonymous scores go to the account, the account's come back).
 */

const loadSync = () => import('./sync');
let started = false;

export function startScoreSync(): void {
  if (started) return;
  started = true;
  try {
    window.localStorage.setItem(TS_LAST_VISIT_KEY, String(Date.now()));
  } catch {
    // Unavailable storage.
  }
  window.addEventListener('online', () => {
    if (hasPendingScores()) void loadSync().then((sync) => sync.syncScores());
  });
  let status = accountStore.get().status;
  accountStore.subscribe(() => {
    const next = accountStore.get().status;
    if (next === status) return;
    status = next;
    if (next === 'signedIn') void loadSync().then((sync) => sync.syncAfterSignIn());
  });
}
