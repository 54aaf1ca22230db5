import type { Locale } from '@quiz/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { menuKeys } from './keys';

/** GET /api/menu: the menu items of one language (data, SPEC §3 menu item type), the same for everyone. */
export function menuQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: menuKeys.menu(locale),
    queryFn: ({ signal }) => apiCall('listMenu', { query: { l: locale }, signal }),
    staleTime: 5 * 60_000,
  });
}
