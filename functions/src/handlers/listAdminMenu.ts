import { listAdminMenuRoute } from '@quiz/shared';
import { listAllMenuItems } from '../data/pages';
import { httpHandler } from '../lib/http';

/** GET /api/admin/menu: every menu item, both languages, in order. */
export const handler = httpHandler(listAdminMenuRoute, async () => ({ items: await listAllMenuItems() }));
