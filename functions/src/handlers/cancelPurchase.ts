import { cancelPurchaseRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { UnauthorizedError } from '../lib/errors';
import { cancelPurchase } from '../domain/purchase-cancel';

/** POST /api/purchases/{id}/cancel: the caller cancelled their checkout (another player's purchase answers 404). */
export const handler = httpHandler(cancelPurchaseRoute, ({ params, caller }) => {
  if (caller.kind !== 'user') throw new UnauthorizedError();
  return cancelPurchase(params.purchase, caller);
});
