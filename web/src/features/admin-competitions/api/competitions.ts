import type { CompetitionInput } from '@quiz/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { adminCompetitionKeys } from './keys';

export const competitionsQuery = () =>
  queryOptions({ queryKey: adminCompetitionKeys.all, queryFn: ({ signal }) => apiCall('listCompetitions', { signal }), staleTime: 0 });

export const competitionQuery = (id: string) =>
  queryOptions({ queryKey: adminCompetitionKeys.one(id), queryFn: ({ signal }) => apiCall('getCompetition', { params: { id }, signal }), staleTime: 0 });

/** The games a competition may hold: the live ones (the designer's list; an admin holds every role). */
export const liveGamesQuery = () =>
  queryOptions({
    queryKey: adminCompetitionKeys.liveGames,
    queryFn: async ({ signal }) => (await apiCall('listDeskGames', { signal })).games.filter((game) => game.status === 'live'),
    staleTime: 60_000,
  });

export function saveCompetition(id: string | null, competition: CompetitionInput, version: number | null) {
  return id === null || version === null
    ? apiCall('createCompetition', { body: { competition } })
    : apiCall('updateCompetition', { params: { id }, body: { competition, version } });
}

/** A page of a competition's board with each player's sub (drafts too). */
export const adminBoardQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: adminCompetitionKeys.board(id),
    queryFn: ({ pageParam, signal }) => apiCall('getCompetitionBoard', { params: { id }, query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor,
    staleTime: 0,
  });

/** Removes a player from the board for good (audited). */
export const removePlayer = (id: string, sub: string) => apiCall('removeCompetitionPlayer', { params: { id }, body: { sub } });
