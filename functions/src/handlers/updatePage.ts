import { updatePageRoute } from '@quiz/shared';
import { savePage } from '../domain/admin-pages';
import { ValidationError } from '../lib/errors';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/**
 * PUT /api/admin/pages/{id}: a page edited (its status too: publish, unpublish), naming the version
 * read; 409 stale_version with the page as it is now when someone saved since.
 */
export const handler = httpHandler(updatePageRoute, withNamedCaller(async ({ caller, params, body }) => {
  if (body.page.id !== params.id) throw new ValidationError([{ code: 'id_mismatch', path: ['body', 'page', 'id'], message: 'a page keeps its id' }]);
  return savePage(caller, body.page, body.version);
}));
