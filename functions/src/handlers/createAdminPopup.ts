import { createAdminPopupRoute } from '@quiz/shared';
import { savePopup } from '../domain/admin-popups';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** POST /api/admin/popups: a new popup (version 1), audited; 409 conflict when its id exists. */
export const handler = httpHandler(createAdminPopupRoute, withNamedCaller(({ caller, body }) =>
  savePopup(caller, body.popup, undefined),
));
