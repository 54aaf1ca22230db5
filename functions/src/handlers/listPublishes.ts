import { listPublishesRoute } from '@quiz/shared';
import { listPublishes } from '../data/publishes';
import { httpHandler } from '../lib/http';

/** GET /api/desk/publishes: the latest 20 publishes, newest first, with their progress. */
export const handler = httpHandler(listPublishesRoute, async () => ({ publishes: await listPublishes(20) }));
