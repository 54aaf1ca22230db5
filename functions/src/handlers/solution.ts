import { routes } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { solution } from '../domain/plays';

/** GET /api/plays/{playId}/solution: every zone and title, once the play has ended. */
export const handler = httpHandler(routes.solution, ({ params }) => solution(params.playId));
