import { routes } from '@quiz/shared';
import { listAllPages } from '../data/pages';
import { httpHandler } from '../lib/http';

/** GET /api/admin/pages: every content page, drafts too, by path. */
export const handler = httpHandler(routes.listAdminPages, async () => ({ pages: await listAllPages() }));
