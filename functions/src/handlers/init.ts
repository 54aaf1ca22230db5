import { routes } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { liveGameCatalogue } from '../domain/games';
import { currentVisitor } from '../domain/me';

/** GET /api/init: games, the visitor and site stats for the home page (SPEC §7). */
export const handler = httpHandler(routes.init, async ({ query, caller }) => {
  const [catalogue, me] = await Promise.all([liveGameCatalogue(query.l), currentVisitor(caller)]);
  return { ...catalogue, me };
});
