import { adminGameAuditRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { auditOfGame } from '../domain/admin';

/** GET /api/admin/games/{id}/audit: the audit trail of a game (admin). */
export const handler = httpHandler(adminGameAuditRoute, ({ params }) => auditOfGame(params.id));
