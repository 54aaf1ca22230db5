import { getAdminPageRoute } from '@quiz/shared';
import { adminPage } from '../domain/admin-pages';
import { httpHandler } from '../lib/http';

/** GET /api/admin/pages/{id}: one page (draft or published) with its audit trail. */
export const handler = httpHandler(getAdminPageRoute, async ({ params }) => adminPage(params.id));
