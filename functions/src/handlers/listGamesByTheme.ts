import { CATALOGUE_CACHE_CONTROL, listGamesByThemeRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { liveGameList } from '../domain/games';

/** GET /api/games/{theme}?l=: the live games of a theme, newest first (SPEC §7); an unknown theme is a 400. Cached like the catalogue. */
export const handler = httpHandler(listGamesByThemeRoute, ({ params, query }) => liveGameList(query.l, params.theme), { cacheControl: CATALOGUE_CACHE_CONTROL });
