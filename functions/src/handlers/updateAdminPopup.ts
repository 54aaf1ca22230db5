import { updateAdminPopupRoute } from '@quiz/shared';
import { savePopup } from '../domain/admin-popups';
import { ValidationError } from '../lib/errors';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** PUT /api/admin/popups/{id}: a popup edited, naming the version read; 409 stale_version. */
export const handler = httpHandler(updateAdminPopupRoute, withNamedCaller(async ({ caller, params, body }) => {
  if (body.popup.id !== params.id) {
    throw new ValidationError([{ code: 'id_mismatch', path: ['body', 'popup', 'id'], message: 'a popup keeps its id' }]);
  }
  return savePopup(caller, body.popup, body.version);
}));
