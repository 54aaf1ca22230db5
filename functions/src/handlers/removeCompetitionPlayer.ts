import { removeCompetitionPlayerRoute } from '@quiz/shared';
import { removePlayer } from '../domain/competition-board';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** POST /api/admin/competitions/{id}/removals: removes a player from the board for good, audited (issue 23). */
export const handler = httpHandler(removeCompetitionPlayerRoute, withNamedCaller(async ({ caller, params, body }) => {
  if (caller.kind !== 'user') throw new Error('removeCompetitionPlayer requires a signed-in caller');
  return removePlayer(caller, params.id, body.sub);
}));
