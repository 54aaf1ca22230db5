import { routes } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { auditOfUser } from '../domain/admin';

/** GET /api/admin/users/{sub}/audit: changes made to a person and by them (admin). */
export const handler = httpHandler(routes.adminUserAudit, ({ params }) => auditOfUser(params.sub));
