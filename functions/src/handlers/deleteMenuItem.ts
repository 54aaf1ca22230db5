import { deleteMenuItemRoute } from '@quiz/shared';
import { deleteMenuItem } from '../domain/admin-menu';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** DELETE /api/admin/menu/{locale}/{id}?version=: a menu item removed, naming the version read; 409 stale_version. */
export const handler = httpHandler(deleteMenuItemRoute, withNamedCaller(({ caller, params, query }) =>
  deleteMenuItem(caller, params.locale, params.id, query.version)));
