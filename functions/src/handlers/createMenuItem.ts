import { createMenuItemRoute } from '@quiz/shared';
import { saveMenuItem } from '../domain/admin-menu';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** POST /api/admin/menu: a new menu item (version 1), audited; 409 when it exists. */
export const handler = httpHandler(createMenuItemRoute, withNamedCaller(({ caller, body }) =>
  saveMenuItem(caller, body.item, undefined),
));
