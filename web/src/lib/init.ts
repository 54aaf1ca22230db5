import type { GameSummary, InitResponse, Locale } from '@quiz/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { startScoreSync } from './scores/auto-sync';
import { hasPendingScores } from './scores/local-store';
import { apiCall } from './api-client';

const loadScoreSync = () => import('./scores/sync');

/**
 * The init (SPEC §7): the games in that language, the visitor and site stats. When this browser holds
 * scores not yet synced, the init carries them (`POST /api/post_scores?init=1`, SPEC §4 "retried at
 * the next initialisation"); otherwise it is `GET /api/init`. The scores' code loads only then, or
 * when the answer brings the signed-in player's scores to merge with ours.
 * Shared by the pages that list games (home) and those that move between them (quiz).
 */
export async function getInit(locale: Locale, signal?: AbortSignal): Promise<InitResponse> {
  startScoreSync();
  if (hasPendingScores()) {
    const carried = await (await loadScoreSync()).initWithScores(locale, signal);
    if (carried) return carried;
  }
  const answer = await apiCall('init', { query: { l: locale }, signal });
  if (Object.values(answer.games).some((game) => game.scores.length > 0)) (await loadScoreSync()).mergeInit(answer);
  return answer;
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
