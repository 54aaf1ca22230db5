import { messengerBindRoute } from '@quiz/shared';
import { bindMessenger } from '../domain/optins';
import { httpHandler } from '../lib/http';

/** POST /api/messenger/bind: link the caller's messenger (the token is kept as a digest only). */
export const handler = httpHandler(messengerBindRoute, ({ caller, body }) =>
  bindMessenger(caller.sub, body.token),
);
