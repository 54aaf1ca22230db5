import { updateMenuItemRoute } from '@quiz/shared';
import { saveMenuItem } from '../domain/admin-menu';
import { ValidationError } from '../lib/errors';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** PUT /api/admin/menu/{locale}/{id}: a menu item edited, naming the version read; 409 stale_version. */
export const handler = httpHandler(updateMenuItemRoute, withNamedCaller(async ({ caller, params, body }) => {
  if (body.item.id !== params.id || body.item.locale !== params.locale) {
    throw new ValidationError([{ code: 'id_mismatch', path: ['body', 'item', 'id'], message: 'a menu item keeps its id and language' }]);
  }
  return saveMenuItem(caller, body.item, body.version);
}));
