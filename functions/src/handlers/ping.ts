import { pingRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { currentVisitor } from '../domain/me';

/** GET /api/ping: keeps the session warm and answers the current visitor (SPEC §7). */
export const handler = httpHandler(pingRoute, ({ caller }) => currentVisitor(caller));
