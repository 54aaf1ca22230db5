import { playRunRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { playerOf } from '../lib/player';
import { playRun } from '../domain/play-run';

/** GET /api/plays/{playId}/run: the run from its latest part, and whether Continue may be offered (the play's owner only). */
export const handler = httpHandler(playRunRoute, ({ params, caller, event }) => playRun(params.playId, playerOf(event, caller)));
