import { getPublishRoute } from '@quiz/shared';
import { getPublish } from '../data/publishes';
import { httpHandler } from '../lib/http';
import { NotFoundError } from '../lib/errors';

/** GET /api/desk/publishes/{id}: one publish and its progress (the screen polls it while it runs). */
export const handler = httpHandler(getPublishRoute, async ({ params }) => {
  const publish = await getPublish(params.id);
  if (!publish) throw new NotFoundError('publish');
  return { publish };
});
