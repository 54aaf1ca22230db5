import { checkPushedSessionRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { checkPushedSession } from '../domain/push-sessions';

/** POST /api/check_pushed_session: whose session a link carries, or 404 push_not_found. */
export const handler = httpHandler(checkPushedSessionRoute, ({ body }) => checkPushedSession(body.hash));
