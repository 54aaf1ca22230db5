import { putCompositionRoute } from '@quiz/shared';
import { putComposition } from '../domain/planning';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** PUT /api/desk/compositions/{id}: create or edit one of the designer's compositions. */
export const handler = httpHandler(putCompositionRoute, withNamedCaller(({ params, body, caller }) => putComposition(params.id, body, caller)));
