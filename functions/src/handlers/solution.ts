import { solutionRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { playerOf } from '../lib/player';
import { solution } from '../domain/plays';

/** GET /api/plays/{playId}/solution: every zone and title, once the play has ended (the play's owner only). */
export const handler = httpHandler(solutionRoute, ({ params, caller, event }) => solution(params.playId, playerOf(event, caller)));
