import { deleteAdminPopupRoute } from '@quiz/shared';
import { removePopup } from '../domain/admin-popups';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** DELETE /api/admin/popups/{id}?version=: a popup no trigger shows, removed; audited. */
export const handler = httpHandler(deleteAdminPopupRoute, withNamedCaller(async ({ caller, params, query }) => {
  if (caller.kind !== 'user') throw new Error('deleteAdminPopup requires a signed-in caller');
  return removePopup(caller, params.id, query.version);
}));
