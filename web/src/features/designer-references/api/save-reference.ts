import type { ReferenceInput } from '@quiz/shared';
import { apiCall } from '../../../lib/api-client';

/** Creates a reference, or updates one at the version read (409 stale_version when it moved on). */
export function saveReference(gameId: number, refId: string, input: ReferenceInput, savedVersion: number | null) {
  return savedVersion === null
    ? apiCall('createGameReference', { params: { id: gameId }, body: input })
    : apiCall('updateGameReference', { params: { id: gameId, refId }, body: { ...input, version: savedVersion } });
}
