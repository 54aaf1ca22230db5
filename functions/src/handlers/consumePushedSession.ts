import { consumePushedSessionRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { consumePushedSession } from '../domain/push-sessions';

/** POST /api/consume_pushed_session: takes a pushed session once; its refresh token, or 404 push_not_found. */
export const handler = httpHandler(consumePushedSessionRoute, ({ body }) => consumePushedSession(body.hash));
