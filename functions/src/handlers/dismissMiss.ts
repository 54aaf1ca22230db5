import { dismissMissRoute } from '@quiz/shared';
import { dismissMiss } from '../domain/desk-review';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** POST /api/desk/games/{id}/misses/dismiss: a rejected guess is set aside for good. */
export const handler = httpHandler(dismissMissRoute, withNamedCaller(({ params, body, caller }) => dismissMiss(params.id, body.refId, body.key, caller)));
