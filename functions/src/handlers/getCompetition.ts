import { getCompetitionRoute } from '@quiz/shared';
import { readCompetition } from '../domain/admin-competitions';
import { httpHandler } from '../lib/http';

/** GET /api/admin/competitions/{id}: one competition, drafts too. */
export const handler = httpHandler(getCompetitionRoute, async ({ params }) => readCompetition(params.id));
