import { PREMIUM_LEVEL, type Locale, type QuizAccessPayload } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useAccountState } from '../../../lib/account-state';
import { premiumGamesQueryOptions } from '../../../lib/premium-games';

/**
 * The caller's access to a premium or joker quiz (GET /api/premium/games, docs/premium.md): what the
 * intro shows instead of, or beside, Play. The server decides again when Play is pressed; this only
 * tells the player beforehand. Free quizzes need no call.
 */
export function usePremiumAccess(game: { gameId: number; premiumLevel: number }, locale: Locale) {
  const account = useAccountState();
  const needed = game.premiumLevel !== PREMIUM_LEVEL.free;
  const query = useQuery({ ...premiumGamesQueryOptions(locale, account), enabled: needed, staleTime: 0 });
  const access: QuizAccessPayload | null = needed
    ? (query.data?.games.find((g) => g.gameId === game.gameId)?.access ?? null)
    : { kind: 'open' };
  return { access, refetch: query.refetch };
}

