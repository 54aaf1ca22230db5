import type { MenuItem, MenuItemInput } from '@quiz/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { adminContentKeys } from './keys';

/** GET /api/admin/menu: every menu item, both languages. */
export const adminMenuQuery = () =>
  queryOptions({ queryKey: adminContentKeys.menu, queryFn: ({ signal }) => apiCall('listAdminMenu', { signal }), staleTime: 0 });

/** POST /api/admin/menu, or PUT /api/admin/menu/{locale}/{id} naming the version read. */
export function saveMenuItem(item: MenuItemInput, version: number | null) {
  return version === null
    ? apiCall('createMenuItem', { body: { item } })
    : apiCall('updateMenuItem', { params: { locale: item.locale, id: item.id }, body: { item, version } });
}

/** DELETE /api/admin/menu/{locale}/{id}?version=: removed only while it is still the version read (409 stale_version otherwise). */
export function deleteMenuItem(item: Pick<MenuItem, 'locale' | 'id' | 'version'>) {
  return apiCall('deleteMenuItem', { params: { locale: item.locale, id: item.id }, query: { version: item.version } });
}
