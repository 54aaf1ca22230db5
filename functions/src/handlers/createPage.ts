import { createPageRoute } from '@quiz/shared';
import { savePage } from '../domain/admin-pages';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** POST /api/admin/pages: a new page (version 1), audited; 409 when its id or address is taken. */
export const handler = httpHandler(createPageRoute, withNamedCaller(async ({ caller, body }) => {
  if (caller.kind !== 'user') throw new Error('createPage requires a signed-in caller');
  return savePage(caller, body.page, undefined);
}));
