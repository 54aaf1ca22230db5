import type { SolutionResponse } from '@quiz/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { gameKeys } from './keys';

/** GET /api/plays/{playId}/solution: every zone and title, once the play has ended (409 before). */
export function getSolution(playId: string, signal?: AbortSignal): Promise<SolutionResponse> {
  return apiCall('solution', { params: { playId }, signal });
}

export function solutionQueryOptions(playId: string) {
  return queryOptions({
    queryKey: gameKeys.solution(playId),
    queryFn: ({ signal }) => getSolution(playId, signal),
    // An ended play never changes.
    staleTime: Infinity,
  });
}

export const useSolution = (playId: string) => useQuery(solutionQueryOptions(playId));
