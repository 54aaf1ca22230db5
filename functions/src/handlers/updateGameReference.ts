import { updateGameReferenceRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';
import { updateReference } from '../domain/desk-references';

/** PUT /api/desk/games/{id}/references/{refId}: edit a reference at the version read (designer). */
export const handler = httpHandler(updateGameReferenceRoute, withNamedCaller(({ params, body, caller }) =>
  updateReference(params.id, params.refId, body, caller),
));
