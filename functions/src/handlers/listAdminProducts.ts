import { listAdminProductsRoute } from '@quiz/shared';
import { listAllProducts } from '../data/products';
import { httpHandler } from '../lib/http';

/** GET /api/admin/products: every shop product, drafts and closed drafts too, by id. */
export const handler = httpHandler(listAdminProductsRoute, async () => ({ products: await listAllProducts() }));
