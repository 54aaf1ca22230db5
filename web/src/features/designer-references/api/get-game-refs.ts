import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall, type ResponseOf } from '../../../lib/api-client';
import { referenceKeys } from './keys';

export type GameRefs = ResponseOf<'getGameRefs'>;

/** GET /api/desk/games/{id}/refs: the game, its references and their responses (the editor's data). */
export const gameRefsQueryOptions = (gameId: number) =>
  queryOptions({ queryKey: referenceKeys.ofGame(gameId), queryFn: ({ signal }) => apiCall('getGameRefs', { params: { id: gameId }, signal }) });

/** The editor's data, read once per visit (a focus elsewhere must not reset the drafts being edited). */
export const useGameRefs = (gameId: number) =>
  useQuery({ ...gameRefsQueryOptions(gameId), enabled: Number.isInteger(gameId) && gameId > 0, refetchOnWindowFocus: false });
