import { createProductRoute } from '@quiz/shared';
import { createProduct } from '../domain/admin-products';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** POST /api/admin/products: a new shop product (the next id, version 1), audited; 409 slug_taken. */
export const handler = httpHandler(createProductRoute, withNamedCaller(({ caller, body }) =>
  createProduct(caller, body.product),
));
