import { routes } from '@quiz/shared';
import { listAllMenuItems } from '../data/pages';
import { httpHandler } from '../lib/http';

/** GET /api/admin/menu: every menu item, both languages, in order. */
export const handler = httpHandler(routes.listAdminMenu, async () => ({ items: await listAllMenuItems() }));
