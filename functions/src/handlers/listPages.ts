import { CATALOGUE_CACHE_CONTROL, publicPagesOf, listPagesRoute } from '@quiz/shared';
import { listPagesByStatus } from '../data/pages';
import { httpHandler } from '../lib/http';

/**
 * GET /api/pages/{type}?l=: the published pages of a type in one language (SPEC §7), each with its
 * published translations' paths. Public and the same for everyone: cacheable like the catalogue.
 */
export const handler = httpHandler(
  listPagesRoute,
  async ({ params, query }) => ({ pages: publicPagesOf(await listPagesByStatus('published', params.type), params.type, query.l) }),
  { cacheControl: CATALOGUE_CACHE_CONTROL },
);
