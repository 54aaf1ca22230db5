import { getGameRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { gameForPlayer } from '../domain/plays';

/** GET /api/game/{id}: the illustration and its zones for the intro screen; no answer. */
export const handler = httpHandler(getGameRoute, ({ params, query, caller }) => gameForPlayer(params.id, query.l, caller));
