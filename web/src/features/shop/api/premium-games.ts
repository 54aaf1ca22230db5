import type { Locale } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useAccountState } from '../../../lib/account-state';
import { premiumGamesQueryOptions } from '../../../lib/premium-games';

/** The quizzes premium opens (GET /api/premium/games), for the shop to say how many and which. */
export function usePremiumGames(locale: Locale) {
  return useQuery(premiumGamesQueryOptions(locale, useAccountState()));
}
