import { meRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { currentVisitor } from '../domain/me';

/** GET /api/me: the current visitor. */
export const handler = httpHandler(meRoute, ({ caller }) => currentVisitor(caller));
