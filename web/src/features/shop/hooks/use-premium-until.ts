import { premiumRunsAt, userStateOf } from '@quiz/shared';
import { useAccountState } from '../../../lib/account-state';

/**
 * When the signed-in player's premium ends, while it runs; else null. A premium player cannot buy
 * again (SPEC §5), so the shop shows no buy link to them. The account feature asks /api/me again
 * when premium ends, which re-renders the shop with the links back.
 */
export function usePremiumUntil(): string | null {
  const { status, me } = useAccountState();
  if (status !== 'signedIn' || !me || userStateOf(me) !== 'paid') return null;
  const until = me.user?.premiumUntil ?? null;
  return premiumRunsAt(until, new Date()) ? until : null;
}
