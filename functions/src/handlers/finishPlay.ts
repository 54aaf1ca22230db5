import { routes } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { playerOf } from '../lib/player';
import { finishPlay } from '../domain/plays';

/** POST /api/plays/{playId}/finish: ends the play now. */
export const handler = httpHandler(routes.finishPlay, ({ params, caller, event }) => finishPlay(params.playId, playerOf(event, caller)));
