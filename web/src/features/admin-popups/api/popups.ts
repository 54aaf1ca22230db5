import type { Popup, PopupTriggerEdit } from '@quiz/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { adminPopupKeys } from './keys';

/** GET /api/admin/popups: every popup and trigger with their versions. */
export const adminPopupsQuery = () =>
  queryOptions({ queryKey: adminPopupKeys.all, queryFn: ({ signal }) => apiCall('listAdminPopups', { signal }), staleTime: 0 });

/** POST /api/admin/popups, or PUT /api/admin/popups/{id} naming the version read. */
export function savePopup(popup: Popup, version: number | null) {
  return version === null
    ? apiCall('createAdminPopup', { body: { popup } })
    : apiCall('updateAdminPopup', { params: { id: popup.id }, body: { popup, version } });
}

export const deletePopup = (id: string, version: number) => apiCall('deleteAdminPopup', { params: { id }, query: { version } });

/** PUT /api/admin/popup_triggers/{event}: version 0 creates the trigger. */
export const saveTrigger = (event: string, edit: PopupTriggerEdit) => apiCall('updatePopupTrigger', { params: { event }, body: edit });
