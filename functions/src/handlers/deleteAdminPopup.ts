import { deleteAdminPopupRoute } from '@quiz/shared';
import { removePopup } from '../domain/admin-popups';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** DELETE /api/admin/popups/{id}?version=: a popup no trigger shows, removed; audited. */
export const handler = httpHandler(deleteAdminPopupRoute, withNamedCaller(({ caller, params, query }) =>
  removePopup(caller, params.id, query.version),
));
