import { updateProductRoute } from '@quiz/shared';
import { updateProduct } from '../domain/admin-products';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/**
 * PUT /api/admin/products/{id}: a product edited (its status too: draft, closed draft, validated)
 * at the version read; 409 stale_version with the product as it is now, 409 slug_taken.
 */
export const handler = httpHandler(updateProductRoute, withNamedCaller(({ caller, params, body }) =>
  updateProduct(caller, params.id, body.product, body.version),
));
