import { listAdminPagesRoute } from '@quiz/shared';
import { listAllPages } from '../data/pages';
import { httpHandler } from '../lib/http';

/** GET /api/admin/pages: every content page, drafts too, by path. */
export const handler = httpHandler(listAdminPagesRoute, async () => ({ pages: await listAllPages() }));
