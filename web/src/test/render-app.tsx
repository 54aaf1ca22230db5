import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createRoutes, routerOptions } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/** Renders the whole app (routes, providers) at `path`, without retries so failures show at once. */
export function renderApp(path: string, { queryClient = createQueryClient({ retry: false }) }: { queryClient?: QueryClient } = {}) {
  const router = createMemoryRouter(createRoutes(queryClient), { ...routerOptions, initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Stubs the global fetch with `handler`, returning the mock to inspect the calls. */
export function stubFetch(handler: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(handler(String(input), init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
