import { deleteMenuItemRoute } from '@quiz/shared';
import { deleteMenuItem } from '../domain/admin-menu';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';
import { staffOf } from '../lib/staff';

/** DELETE /api/admin/menu/{locale}/{id}?version=: a menu item removed, naming the version read; 409 stale_version. */
export const handler = httpHandler(deleteMenuItemRoute, withNamedCaller(({ caller, params, query }) =>
  deleteMenuItem(staffOf(caller), params.locale, params.id, query.version)));
