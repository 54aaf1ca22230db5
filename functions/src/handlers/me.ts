import { routes } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { currentVisitor } from '../domain/me';

/** GET /api/me: the current visitor. */
export const handler = httpHandler(routes.me, ({ caller }) => currentVisitor(caller));
