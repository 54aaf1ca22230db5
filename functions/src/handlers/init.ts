import { routes } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { initAnswer } from '../domain/games';

/** GET /api/init: games with the caller's scores, the visitor and site stats for the home page (SPEC §7). */
export const handler = httpHandler(routes.init, ({ query, caller }) => initAnswer(query.l, caller));
