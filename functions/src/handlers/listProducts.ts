import { routes } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { products } from '../domain/purchases';

/** GET /api/products: the premium packs priced in the visitor's currency (from CloudFront's country). */
export const handler = httpHandler(routes.listProducts, async ({ event }) => products(event));
