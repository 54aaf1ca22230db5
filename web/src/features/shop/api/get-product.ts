import type { Locale } from '@quiz/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** GET /api/product/{id}: a validated product of the shop (the XL pack), its texts in `locale`. */
export function productQueryOptions(id: number, locale: Locale) {
  return queryOptions({
    queryKey: ['product', id, locale] as const,
    queryFn: ({ signal }) => apiCall('getProduct', { params: { id }, query: { l: locale }, signal }),
    staleTime: 10 * 60_000,
  });
}
