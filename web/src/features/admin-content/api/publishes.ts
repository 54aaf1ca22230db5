import type { Publish } from '@quiz/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { adminContentKeys } from './keys';

const running = (publishes: readonly Publish[]) => publishes.some((p) => p.status === 'queued' || p.status === 'running');

/** GET /api/desk/publishes: the latest publishes; read again every second while one runs. */
export const publishesQuery = () =>
  queryOptions({
    queryKey: adminContentKeys.publishes,
    queryFn: ({ signal }) => apiCall('listPublishes', { signal }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && running(query.state.data.publishes) ? 1000 : false),
  });

/** POST /api/desk/publish: starts a publish (202); its progress shows in the list. */
export const startPublish = () => apiCall('publishSite');
