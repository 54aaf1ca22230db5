import { createGameResponseRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';
import { createResponse } from '../domain/desk-references';

/** POST /api/desk/game_responses: a new response, audited under RESPONSE#{id} (designer). */
export const handler = httpHandler(createGameResponseRoute, withNamedCaller(({ body, caller }) =>
  createResponse(body, caller),
));
