import { useSyncExternalStore } from 'react';
import { accountStore, type AccountState } from '../../../lib/account-state';

/** The signed-in session of this tab, re-rendering when it changes (sign-in, renewal, expiry). */
export function useAccount(): AccountState {
  return useSyncExternalStore(accountStore.subscribe, accountStore.get, accountStore.get);
}
