import type { PageInput } from '@quiz/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { adminContentKeys } from './keys';

/** GET /api/admin/pages: every page, drafts too. */
export const adminPagesQuery = () =>
  queryOptions({ queryKey: adminContentKeys.pages, queryFn: ({ signal }) => apiCall('listAdminPages', { signal }), staleTime: 0 });

/** GET /api/admin/pages/{id}: one page with its history. */
export const adminPageQuery = (id: string) =>
  queryOptions({ queryKey: adminContentKeys.page(id), queryFn: ({ signal }) => apiCall('getAdminPage', { params: { id }, signal }), staleTime: 0 });

/** POST /api/admin/pages, or PUT /api/admin/pages/{id} naming the version read (409 stale_version when it moved on). */
export function savePage(page: PageInput, version: number | null) {
  return version === null ? apiCall('createPage', { body: { page } }) : apiCall('updatePage', { params: { id: page.id }, body: { page, version } });
}
