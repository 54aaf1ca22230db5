import type { NicknameResponse } from '@quiz/shared';
import { apiCall } from '../../../lib/api-client';

/** PUT /api/me/nickname: sets the caller's public nickname (null clears it); the server checks the rules again. */
export function saveNickname(nickname: string | null): Promise<NicknameResponse> {
  return apiCall('setNickname', { body: { nickname } });
}
