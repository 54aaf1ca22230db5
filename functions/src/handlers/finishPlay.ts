import { finishPlayRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { playerOf } from '../lib/player';
import { finishPlay } from '../domain/plays';

/** POST /api/plays/{playId}/finish: ends the part now ("finish later"), or the whole run (`endRun`). */
export const handler = httpHandler(finishPlayRoute, ({ params, body, caller, event }) =>
  finishPlay(params.playId, body.endRun, playerOf(event, caller)),
);
