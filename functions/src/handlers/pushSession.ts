import { pushSessionRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { pushSession } from '../domain/push-sessions';

/** POST /api/push_session: a one-time link (10 minutes) that moves this session to another device. */
export const handler = httpHandler(pushSessionRoute, ({ caller, body }) =>
  pushSession(caller, body),
);
