import { getAdminProductRoute } from '@quiz/shared';
import { adminProduct } from '../domain/admin-products';
import { httpHandler } from '../lib/http';

/** GET /api/admin/products/{id}: one product of any status, with its audit trail. */
export const handler = httpHandler(getAdminProductRoute, async ({ params }) => adminProduct(params.id));
