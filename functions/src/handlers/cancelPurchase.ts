import { cancelPurchaseRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { cancelPurchase } from '../domain/purchase-cancel';

/** POST /api/purchases/{id}/cancel: the caller cancelled their checkout (another player's purchase answers 404). */
export const handler = httpHandler(cancelPurchaseRoute, ({ params, caller }) =>
  cancelPurchase(params.purchase, caller),
);
