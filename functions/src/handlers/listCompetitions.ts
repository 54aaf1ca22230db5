import { listCompetitionsRoute } from '@quiz/shared';
import { listCompetitions } from '../domain/admin-competitions';
import { httpHandler } from '../lib/http';

/** GET /api/admin/competitions: every competition, drafts too, latest start first. */
export const handler = httpHandler(listCompetitionsRoute, async () => listCompetitions());
