import type { GamePayload, Locale } from '@quiz/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { gameKeys } from './keys';

/** GET /api/game/{id}?l=: the illustration and its zones, never a reference's title. */
export function getGame(gameId: number, locale: Locale, signal?: AbortSignal): Promise<GamePayload> {
  return apiCall('getGame', { params: { id: gameId }, query: { l: locale }, signal });
}

export function gameQueryOptions(gameId: number, locale: Locale) {
  return queryOptions({
    queryKey: gameKeys.game(gameId, locale),
    queryFn: ({ signal }) => getGame(gameId, locale, signal),
    // A game's picture and zones change with a designer's edit, not during a visit.
    staleTime: 10 * 60_000,
  });
}

export function useGame(gameId: number, locale: Locale) {
  return useSuspenseQuery(gameQueryOptions(gameId, locale));
}
