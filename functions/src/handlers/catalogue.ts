import { CATALOGUE_CACHE_CONTROL, catalogueRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { liveGameCatalogue } from '../domain/games';

/** GET /api/catalogue: the live games and site stats, the same for everyone: cached by CloudFront (docs/game.md "Listing calls"). */
export const handler = httpHandler(catalogueRoute, ({ query }) => liveGameCatalogue(query.l), { cacheControl: CATALOGUE_CACHE_CONTROL });
