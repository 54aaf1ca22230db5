import { getScoreRoute } from '@quiz/shared';
import { readShare } from '../domain/share-view';
import { httpHandler } from '../lib/http';

/** GET /api/score/{game}/{share}: a share's public data (what its page shows); 404 unknown or expired. */
export const handler = httpHandler(getScoreRoute, ({ params }) => readShare(params.game, params.score));
