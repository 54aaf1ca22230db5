import { setNicknameRoute } from '@quiz/shared';
import { setNickname } from '../domain/nickname';
import { UnauthorizedError } from '../lib/errors';
import { httpHandler } from '../lib/http';

/** PUT /api/me/nickname: set or clear the caller's public nickname; their board entries show it at once. */
export const handler = httpHandler(setNicknameRoute, ({ caller, body }) => {
  // Access `user` already answered 401 to anonymous callers; this narrows the type.
  if (caller.kind !== 'user') throw new UnauthorizedError();
  return setNickname(caller, body);
});
