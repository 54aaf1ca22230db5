import { apiCall } from '../../../lib/api-client';

/** Saves the order of a game's saved references, each at the version read. */
export const reorderReferences = (gameId: number, order: { id: string; version: number }[]) =>
  apiCall('updateGameRefs', { params: { id: gameId }, body: { order } });
