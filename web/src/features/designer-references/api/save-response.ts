import type { ResponseInput } from '@quiz/shared';
import { apiCall } from '../../../lib/api-client';

/** Creates a response, or updates one (its question's fields) at the version read (409 stale_version when it moved on). */
export function saveResponse(responseId: string | null, input: ResponseInput, version: number) {
  return responseId === null
    ? apiCall('createGameResponse', { body: input })
    : apiCall('updateResponseQuestion', { params: { id: responseId }, body: { ...input, version } });
}
