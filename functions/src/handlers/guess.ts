import { routes } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { guess } from '../domain/plays';

/** POST /api/plays/{playId}/guesses: the server judges a typed name or a chosen option. */
export const handler = httpHandler(routes.guess, ({ params, body }) => guess(params.playId, body));
