import { startPurchaseRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { UnauthorizedError } from '../lib/errors';
import { startPurchase } from '../domain/purchases';

/** POST /api/purchase/{type}: a checkout for a pack, at the server's price (docs/premium.md "Buying"). */
export const handler = httpHandler(startPurchaseRoute, ({ params, body, caller, event }) => {
  // Access `user` already answered 401 to anonymous callers; this narrows the type.
  if (caller.kind !== 'user') throw new UnauthorizedError();
  return startPurchase(params.type, body, caller, event);
});
