import { createGameReferenceRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';
import { UnauthorizedError } from '../lib/errors';
import { createReference } from '../domain/desk-references';

/** POST /api/desk/games/{id}/references: a new reference, last in order (designer). */
export const handler = httpHandler(createGameReferenceRoute, withNamedCaller(({ params, body, caller }) => {
  if (caller.kind !== 'user') throw new UnauthorizedError();
  return createReference(params.id, body, caller);
}));
