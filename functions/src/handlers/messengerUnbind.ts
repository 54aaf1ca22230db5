import { messengerUnbindRoute } from '@quiz/shared';
import { unbindMessenger } from '../domain/optins';
import { UnauthorizedError } from '../lib/errors';
import { httpHandler } from '../lib/http';

/** DELETE /api/messenger/bind: remove the caller's messenger binding. */
export const handler = httpHandler(messengerUnbindRoute, ({ caller }) => {
  if (caller.kind !== 'user') throw new UnauthorizedError();
  return unbindMessenger(caller.sub);
});
