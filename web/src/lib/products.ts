import type { Locale } from '@quiz/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { sharedKeys } from './query-keys';

/**
 * GET /api/products: the premium packs at the server's prices in the visitor's currency, and the
 * shop's products in `locale`. Shared by the shop's pages and the pack links of the other pages.
 */
export function productsQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: sharedKeys.products(locale),
    queryFn: ({ signal }) => apiCall('listProducts', { query: { l: locale }, signal }),
    // Prices change with a deploy, not within a visit.
    staleTime: 10 * 60_000,
  });
}
