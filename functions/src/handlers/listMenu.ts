import { CATALOGUE_CACHE_CONTROL, publicMenu, listMenuRoute } from '@quiz/shared';
import { listMenuItems, listPagesByStatus } from '../data/pages';
import { httpHandler } from '../lib/http';

/** GET /api/menu?l=: the menu of one language, page items resolved to their published page (never a draft). */
export const handler = httpHandler(
  listMenuRoute,
  async ({ query }) => {
    const [items, pages] = await Promise.all([listMenuItems(query.l), listPagesByStatus('published')]);
    return { items: publicMenu(items, pages, query.l) };
  },
  { cacheControl: CATALOGUE_CACHE_CONTROL },
);
