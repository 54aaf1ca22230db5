import type { Catalogue, GameSummary, InitResponse, Locale } from '@quiz/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { startScoreSync } from './scores/auto-sync';
import { hasPendingScores } from './scores/local-store';
import { apiCall } from './api-client';
import { sharedKeys } from './query-keys';

const loadScoreSync = () => import('./scores/sync');

/** What the pages read at start: the public catalogue and the caller's part of init, side by side. */
export type InitView = Catalogue & InitResponse;

/**
 * The catalogue (GET /api/catalogue): the same document for everyone, so CloudFront and the browser
 * keep it a short while; nothing personal is in it.
 */
export function getCatalogue(locale: Locale, signal?: AbortSignal): Promise<Catalogue> {
  return apiCall('catalogue', { query: { l: locale }, signal });
}

/**
 * The caller's part of the init (SPEC §7): the visitor, and a signed-in player's record of each quiz
 * played (best score and stats, never every play). When this browser holds scores not yet synced, the
 * init carries them (`POST /api/post_scores?init=1`, SPEC §4 "retried at the next initialisation");
 * otherwise it is `GET /api/init`. The scores' code loads only then, or when the answer brings the
 * signed-in player's best scores to merge with ours.
 */
async function getPlayerPart(locale: Locale, signal?: AbortSignal): Promise<InitResponse> {
  startScoreSync();
  if (hasPendingScores()) {
    const carried = await (await loadScoreSync()).initWithScores(locale, signal);
    if (carried) return carried;
  }
  const answer = await apiCall('init', { query: { l: locale }, signal });
  if (answer.played.length > 0) (await loadScoreSync()).mergeInit(answer);
  return answer;
}

/** Both halves at once: the page waits for the slower, never for one after the other. */
export async function getInit(locale: Locale, signal?: AbortSignal): Promise<InitView> {
  const [catalogue, player] = await Promise.all([getCatalogue(locale, signal), getPlayerPart(locale, signal)]);
  return { ...catalogue, me: player.me, played: player.played };
}

/** Shared by the pages that list games (home) and those that move between them (quiz). */
export function initQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: sharedKeys.init(locale),
    queryFn: ({ signal }) => getInit(locale, signal),
  });
}

/** Games in catalogue order (by number). */
export function gamesOf(init: Pick<Catalogue, 'games'>): GameSummary[] {
  return Object.values(init.games).sort((a, b) => a.number - b.number);
}

/** Reads the init answer the route loader put in the cache (suspends if it is not there yet). */
export function useInit(locale: Locale) {
  return useSuspenseQuery(initQueryOptions(locale));
}
