import { listGameMissesRoute } from '@quiz/shared';
import { gameMisses } from '../domain/desk-review';
import { httpHandler } from '../lib/http';

/** GET /api/desk/games/{id}/misses: a game's rejected guesses per reference, most frequent first, judged now. */
export const handler = httpHandler(listGameMissesRoute, ({ params }) => gameMisses(params.id));
