import { listScoresRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { scoresPageOf } from '../domain/score-history';

/** GET /api/scores: the signed-in caller's own scores, a page at a time (docs/scores.md "Recording"). */
export const handler = httpHandler(listScoresRoute, ({ query, caller }) => scoresPageOf(caller, query));
