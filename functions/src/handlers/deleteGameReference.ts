import { deleteGameReferenceRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';
import { deleteReference } from '../domain/desk-references';

/** DELETE /api/desk/games/{id}/references/{refId}?version=: remove a reference (designer). */
export const handler = httpHandler(deleteGameReferenceRoute, withNamedCaller(({ params, query, caller }) =>
  deleteReference(params.id, params.refId, query.version, caller),
));
