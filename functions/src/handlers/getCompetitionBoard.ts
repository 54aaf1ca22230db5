import { getCompetitionBoardRoute } from '@quiz/shared';
import { readBoard } from '../domain/competition-board';
import { httpHandler } from '../lib/http';

/** GET /api/admin/competitions/{id}/board: a page of a competition's board with each player's sub (docs/back-office.md "Popups and competitions (admin)"). */
export const handler = httpHandler(getCompetitionBoardRoute, async ({ caller, params, query }) => readBoard(params.id, query.cursor, caller, { admin: true }));
