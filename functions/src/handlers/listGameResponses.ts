import { listGameResponsesRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { findResponses } from '../domain/desk-references';

/** GET /api/game_responses?q=&limit=&cursor=: the response catalogue searched by any title or alias (designer). */
export const handler = httpHandler(listGameResponsesRoute, ({ query }) => findResponses(query));
