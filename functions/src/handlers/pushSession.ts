import { pushSessionRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { UnauthorizedError } from '../lib/errors';
import { pushSession } from '../domain/push-sessions';

/** POST /api/push_session: a one-time link (10 minutes) that moves this session to another device. */
export const handler = httpHandler(pushSessionRoute, ({ caller, body }) => {
  // Access `user` already answered 401 to anonymous callers; this narrows the type.
  if (caller.kind !== 'user') throw new UnauthorizedError();
  return pushSession(caller, body);
});
