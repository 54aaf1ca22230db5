import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type Location, type NavigationType } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { AppRoutes, createAppRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

/** Renders the whole app (routes, providers) at `path`, without retries so failures show at once. */
export function renderApp(path: string, { queryClient = createQueryClient({ retry: false }) }: { queryClient?: QueryClient } = {}) {
  const router = testRouter();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={createAppRoutes(queryClient)} />
        <router.Probe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** The test's hold on the memory router: where it is, and a way to navigate. */
interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: (to: string) => Promise<void>;
  Probe: () => null;
}

function testRouter(): TestRouter {
  let go: ((to: string) => void | Promise<void>) | null = null;
  const router: TestRouter = {
    state: { location: null as unknown as Location, historyAction: 'POP' as NavigationType },
    navigate: async (to) => {
      await go?.(to);
    },
    Probe: function Probe() {
      const location = useLocation();
      const historyAction = useNavigationType();
      go = useNavigate();
      router.state = { location, historyAction };
      return null;
    },
  };
  return router;
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
