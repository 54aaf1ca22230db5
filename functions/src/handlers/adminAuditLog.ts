import { adminAuditLogRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { auditLog } from '../domain/admin-records';

/** GET /api/admin/audit?kind=&person=&cursor=: every back-office change, newest first, a page at a time (admins only). */
export const handler = httpHandler(adminAuditLogRoute, ({ query }) => auditLog(query));
