import { adminListUserPurchasesRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { purchasesOfUser } from '../domain/admin-records';

/** GET /api/admin/users/{sub}/purchases: a person's purchases with their events (admin). */
export const handler = httpHandler(adminListUserPurchasesRoute, ({ params, query }) => purchasesOfUser(params.sub, query.cursor));
