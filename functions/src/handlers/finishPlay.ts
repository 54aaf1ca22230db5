import { routes } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { finishPlay } from '../domain/plays';

/** POST /api/plays/{playId}/finish: ends the play now. */
export const handler = httpHandler(routes.finishPlay, ({ params }) => finishPlay(params.playId));
