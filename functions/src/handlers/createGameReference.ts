import { createGameReferenceRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';
import { createReference } from '../domain/desk-references';

/** POST /api/desk/games/{id}/references: a new reference, last in order (designer). */
export const handler = httpHandler(createGameReferenceRoute, withNamedCaller(({ params, body, caller }) =>
  createReference(params.id, body, caller),
));
