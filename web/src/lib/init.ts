import type { GameSummary, InitResponse, Locale } from '@quiz/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';

/**
 * GET /api/init?l=<locale>: the games in that language, the visitor and site stats (SPEC §7).
 * Shared by the pages that list games (home) and those that move between them (quiz).
 */
export function getInit(locale: Locale, signal?: AbortSignal): Promise<InitResponse> {
  return apiCall('init', { query: { l: locale }, signal });
}

export const initQueryKey = (locale: Locale) => ['init', locale] as const;

export function initQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: initQueryKey(locale),
    queryFn: ({ signal }) => getInit(locale, signal),
  });
}

/** Games in catalogue order (by number). */
export function gamesOf(init: InitResponse): GameSummary[] {
  return Object.values(init.games).sort((a, b) => a.number - b.number);
}

/** Reads the init answer the route loader put in the cache (suspends if it is not there yet). */
export function useInit(locale: Locale) {
  return useSuspenseQuery(initQueryOptions(locale));
}
