import { createCompetitionRoute } from '@quiz/shared';
import { saveCompetition } from '../domain/admin-competitions';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** POST /api/admin/competitions: a new competition (version 1), audited; 400 naming the field. */
export const handler = httpHandler(createCompetitionRoute, withNamedCaller(({ caller, body }) =>
  saveCompetition(caller, null, body.competition, undefined),
));
