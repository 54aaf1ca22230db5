import { getPurchaseRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { purchaseOf } from '../domain/purchase-lookup';

/** GET /api/purchases/{id}: one of the caller's purchases (another player's answers 404). */
export const handler = httpHandler(getPurchaseRoute, ({ params, caller }) =>
  purchaseOf(params.purchase, caller),
);
