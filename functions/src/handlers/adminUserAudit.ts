import { adminUserAuditRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { auditOfUser } from '../domain/admin-records';

/** GET /api/admin/users/{sub}/audit: changes made to a person and by them (admin). */
export const handler = httpHandler(adminUserAuditRoute, ({ params }) => auditOfUser(params.sub));
