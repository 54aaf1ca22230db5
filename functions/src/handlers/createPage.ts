import { createPageRoute } from '@quiz/shared';
import { savePage } from '../domain/admin-pages';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** POST /api/admin/pages: a new page (version 1), audited; 409 when its id or address is taken. */
export const handler = httpHandler(createPageRoute, withNamedCaller(({ caller, body }) =>
  savePage(caller, body.page, undefined),
));
