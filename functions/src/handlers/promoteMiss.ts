import { promoteMissRoute } from '@quiz/shared';
import { promoteMiss } from '../domain/desk-review';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** POST /api/desk/games/{id}/misses/promote: a rejected guess becomes an alias or a refused form of its response. */
export const handler = httpHandler(promoteMissRoute, withNamedCaller(({ params, body, caller }) => promoteMiss(params.id, body, caller)));
