import { messengerUnbindRoute } from '@quiz/shared';
import { unbindMessenger } from '../domain/optins';
import { httpHandler } from '../lib/http';

/** DELETE /api/messenger/bind: remove the caller's messenger binding. */
export const handler = httpHandler(messengerUnbindRoute, ({ caller }) =>
  unbindMessenger(caller.sub),
);
