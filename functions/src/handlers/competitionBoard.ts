import { competitionBoardRoute } from '@quiz/shared';
import { readBoard } from '../domain/competition-board';
import { httpHandler } from '../lib/http';

/** GET /api/competition/{id}/board: a published competition and a page of its leaderboard (docs/adr/0034-competitions-and-leaderboards.md). */
export const handler = httpHandler(competitionBoardRoute, async ({ caller, params, query }) => readBoard(params.id, query.cursor, caller, { admin: false }));
