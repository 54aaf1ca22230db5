import { queryOptions } from '@tanstack/react-query';
import { apiCall, type ResponseOf } from '../../../lib/api-client';
import { deskGameKeys } from './keys';

/** The designer's games: one key factory, the list and one game. */
export type DeskGame = ResponseOf<'getDeskGame'>;
export type DeskGameSummary = ResponseOf<'listDeskGames'>['games'][number];

export const deskGamesQuery = () =>
  queryOptions({ queryKey: deskGameKeys.all, queryFn: ({ signal }) => apiCall('listDeskGames', { signal }) });

export const deskGameQuery = (id: number) =>
  queryOptions({ queryKey: deskGameKeys.one(id), queryFn: ({ signal }) => apiCall('getDeskGame', { params: { id }, signal }) });
