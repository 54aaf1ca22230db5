import type { Locale } from '@quiz/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { shopKeys } from './keys';

/** GET /api/product/{id}: a validated product of the shop (the XL pack), its texts in `locale`. */
export function productQueryOptions(id: number, locale: Locale) {
  return queryOptions({
    queryKey: shopKeys.product(id, locale),
    queryFn: ({ signal }) => apiCall('getProduct', { params: { id }, query: { l: locale }, signal }),
    staleTime: 10 * 60_000,
  });
}
