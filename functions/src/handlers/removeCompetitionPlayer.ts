import { removeCompetitionPlayerRoute } from '@quiz/shared';
import { removePlayer } from '../domain/competition-board';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** POST /api/admin/competitions/{id}/removals: removes a player from the board for good, audited (docs/back-office.md "Popups and competitions (admin)"). */
export const handler = httpHandler(removeCompetitionPlayerRoute, withNamedCaller(({ caller, params, body }) =>
  removePlayer(caller, params.id, body.sub),
));
