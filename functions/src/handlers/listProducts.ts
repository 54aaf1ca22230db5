import { listProductsRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { products } from '../domain/products';
import { viewerCurrency } from '../lib/viewer';

/** GET /api/products: the premium packs priced in the visitor's currency (from CloudFront's country), and the shop's products. */
export const handler = httpHandler(listProductsRoute, ({ event, query }) => products(viewerCurrency(event), query.l));
