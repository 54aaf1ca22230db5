import { apiCall } from '../../../lib/api-client';

/** Deletes a saved reference at the version read (409 stale_version when it moved on). */
export const deleteReference = (gameId: number, refId: string, version: number) =>
  apiCall('deleteGameReference', { params: { id: gameId, refId }, query: { version } });
