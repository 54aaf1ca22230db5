import { updatePopupTriggerRoute } from '@quiz/shared';
import { savePopupTrigger } from '../domain/admin-popups';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** PUT /api/admin/popup_triggers/{event}: a trigger's flags and popups per audience (version 0 creates it). */
export const handler = httpHandler(updatePopupTriggerRoute, withNamedCaller(({ caller, params, body }) =>
  savePopupTrigger(caller, params.event, body),
));
