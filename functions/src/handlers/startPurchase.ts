import { startPurchaseRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { startPurchase } from '../domain/purchases';
import { siteOriginOf, viewerCurrency } from '../lib/viewer';

/** POST /api/purchase/{type}: a checkout for a pack, at the server's price (docs/premium.md "Buying"). */
export const handler = httpHandler(startPurchaseRoute, ({ params, body, caller, event }) =>
  startPurchase(params.type, body, caller, { currency: viewerCurrency(event), origin: siteOriginOf(event) }),
);
