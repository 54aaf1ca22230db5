import { startPurchaseWithRefRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { startPurchase } from '../domain/purchases';
import { siteOriginOf, viewerCurrency } from '../lib/viewer';

/** POST /api/purchase/{type}/{ref}: as /api/purchase/{type}, naming the offer it was started from (docs/premium.md "Buying"). */
export const handler = httpHandler(startPurchaseWithRefRoute, ({ params, body, caller, event }) =>
  startPurchase(params.type, { ...body, ref: params.ref }, caller, { currency: viewerCurrency(event), origin: siteOriginOf(event) }),
);
