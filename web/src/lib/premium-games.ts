import type { Locale } from '@quiz/shared';
import { queryOptions } from '@tanstack/react-query';
import type { AccountState } from './account-state';
import { apiCall } from './api-client';
import { sharedKeys } from './query-keys';

/**
 * GET /api/premium/games: the quizzes premium opens and the caller's access to each (docs/premium.md).
 * One key for the quiz page's offer and the shop's lists, so they share one answer.
 */
export function premiumGamesQueryOptions(locale: Locale, account: Pick<AccountState, 'status' | 'me'>) {
  return queryOptions({
    // Signing in or out, and buying premium, change the answer (each quiz's access).
    queryKey: sharedKeys.premiumGames(locale, account.status, account.me?.isPremium ?? false),
    queryFn: ({ signal }) => apiCall('listPremiumGames', { query: { l: locale }, signal }),
  });
}
