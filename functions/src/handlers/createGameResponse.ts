import { createGameResponseRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';
import { UnauthorizedError } from '../lib/errors';
import { createResponse } from '../domain/desk-references';

/** POST /api/desk/game_responses: a new response, audited under RESPONSE#{id} (designer). */
export const handler = httpHandler(createGameResponseRoute, withNamedCaller(({ body, caller }) => {
  if (caller.kind !== 'user') throw new UnauthorizedError();
  return createResponse(body, caller);
}));
