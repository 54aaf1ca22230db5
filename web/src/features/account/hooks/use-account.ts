import { useAccountState, type AccountState } from '../../../lib/account-state';

/** The signed-in session of this tab, re-rendering when it changes (sign-in, renewal, expiry). */
export function useAccount(): AccountState {
  return useAccountState();
}
