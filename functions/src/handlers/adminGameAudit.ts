import { routes } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { auditOfGame } from '../domain/admin';

/** GET /api/admin/games/{id}/audit: the audit trail of a game (admin). */
export const handler = httpHandler(routes.adminGameAudit, ({ params }) => auditOfGame(params.id));
