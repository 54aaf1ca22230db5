import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ScoresPage } from '@quiz/shared';
import { apiCall } from '../../../lib/api-client';
import { menuKeys } from './keys';

/** A signed-in player's full history (GET /api/scores), a page at a time, fetched only when shown. */
export function getScoresPage(cursor: string | undefined, signal?: AbortSignal): Promise<ScoresPage> {
  return apiCall('listScores', { query: cursor === undefined ? {} : { cursor }, signal });
}

export function scoreHistoryQueryOptions() {
  return infiniteQueryOptions({
    queryKey: menuKeys.scoreHistory,
    queryFn: ({ pageParam, signal }) => getScoresPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function useScoreHistory(enabled: boolean) {
  return useInfiniteQuery({ ...scoreHistoryQueryOptions(), enabled });
}
