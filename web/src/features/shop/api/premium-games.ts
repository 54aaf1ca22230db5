import type { Locale } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useAccountState } from '../../../lib/account-state';
import { apiCall } from '../../../lib/api-client';

/**
 * GET /api/premium/games: the quizzes premium opens (the unlock offer's premium and joker quizzes),
 * for the shop to say how many and which. Keyed as the quiz page keys it, so both share one answer.
 */
export function usePremiumGames(locale: Locale) {
  const account = useAccountState();
  return useQuery({
    // Signing in or out, and buying premium, change the answer (each quiz's access).
    queryKey: ['premiumGames', locale, account.status, account.me?.isPremium ?? false] as const,
    queryFn: ({ signal }) => apiCall('listPremiumGames', { query: { l: locale }, signal }),
  });
}
