import { adminGameAuditRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { auditOfGame } from '../domain/admin-records';

/** GET /api/admin/games/{id}/audit?cursor=: the audit trail of a game, a page at a time, newest first (admin). */
export const handler = httpHandler(adminGameAuditRoute, ({ params, query }) => auditOfGame(params.id, query.cursor));
