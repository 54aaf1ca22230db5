import { listAdminPopupsRoute } from '@quiz/shared';
import { listAdminPopups } from '../domain/admin-popups';
import { httpHandler } from '../lib/http';

/** GET /api/admin/popups: every popup and trigger with their versions. */
export const handler = httpHandler(listAdminPopupsRoute, async () => listAdminPopups());
