import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { competitionKeys } from './keys';

/**
 * GET /api/competition/{id}/board, page after page: the competition with each page, the
 * caller's own row on every page. Keyed by who asks: signing in or out reads it again.
 */
export const boardQuery = (id: string, signedIn: boolean) =>
  infiniteQueryOptions({
    queryKey: competitionKeys.board(id, signedIn),
    queryFn: ({ pageParam, signal }) => apiCall('competitionBoard', { params: { id }, query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    staleTime: 0,
  });
