import { playgroundGameRoute } from '@quiz/shared';
import { playgroundGame } from '../domain/desk-review';
import { httpHandler } from '../lib/http';

/** GET /api/playground/{uuid}?l=: a game in test with its player payload (staff only; 404 to anyone else). */
export const handler = httpHandler(playgroundGameRoute, ({ params, query, caller }) => playgroundGame(params.uuid, query.l, caller));
