import { updateGameRefsRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';
import { reorderReferences } from '../domain/desk-references';

/** PUT /api/desk/games/{id}/refs: a new order of every reference of the game (designer). */
export const handler = httpHandler(updateGameRefsRoute, withNamedCaller(({ params, body, caller }) =>
  reorderReferences(params.id, body.order, caller),
));
