import { updateCompetitionRoute } from '@quiz/shared';
import { saveCompetition } from '../domain/admin-competitions';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** PUT /api/admin/competitions/{id}: a competition edited, naming the version read; 409 stale_version. */
export const handler = httpHandler(updateCompetitionRoute, withNamedCaller(({ caller, params, body }) =>
  saveCompetition(caller, params.id, body.competition, body.version),
));
