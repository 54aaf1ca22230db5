import { setNicknameRoute } from '@quiz/shared';
import { setNickname } from '../domain/nickname';
import { httpHandler } from '../lib/http';

/** PUT /api/me/nickname: set or clear the caller's public nickname; their board entries show it at once. */
export const handler = httpHandler(setNicknameRoute, ({ caller, body }) =>
  setNickname(caller, body),
);
