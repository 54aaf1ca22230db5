import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** A 4xx will answer the same again; a network blip or a 5xx deserves one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(queries: DefaultOptions['queries'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Catalogue data changes a few times a day: a minute of freshness spares refetches on
        // every back-and-forth navigation between pages.
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: shouldRetry,
        ...queries,
      },
      mutations: { retry: false },
    },
  });
}
