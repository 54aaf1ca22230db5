import { CATALOGUE_CACHE_CONTROL, listGamesRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { liveGameList } from '../domain/games';

/** GET /api/games?l=: every live game, newest first (SPEC §7). The same for everyone: cached like the catalogue. */
export const handler = httpHandler(listGamesRoute, ({ query }) => liveGameList(query.l), { cacheControl: CATALOGUE_CACHE_CONTROL });
