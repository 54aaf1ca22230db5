import { getProductRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { productFor } from '../domain/products';

/** GET /api/product/{id}: a validated shop product (the XL pack …), its texts in the asked language; else 404. */
export const handler = httpHandler(getProductRoute, async ({ params, query }) => productFor(params.id, query.l));
