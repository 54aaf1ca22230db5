import type { SolutionResponse } from '@quiz/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET /api/plays/{playId}/solution: every zone and title, once the play has ended (409 before). */
export function getSolution(playId: string, signal?: AbortSignal): Promise<SolutionResponse> {
  return apiCall('solution', { params: { playId }, signal });
}

export function solutionQueryOptions(playId: string) {
  return queryOptions({
    queryKey: ['solution', playId] as const,
    queryFn: ({ signal }) => getSolution(playId, signal),
    // An ended play never changes.
    staleTime: Infinity,
  });
}

export const useSolution = (playId: string) => useQuery(solutionQueryOptions(playId));
