import { adminListPurchasesRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { recentPurchases } from '../domain/admin-records';

/** GET /api/admin/purchases: recent purchases site-wide, optionally of one status (admin). */
export const handler = httpHandler(adminListPurchasesRoute, ({ query }) => recentPurchases(query.status, query.cursor));
