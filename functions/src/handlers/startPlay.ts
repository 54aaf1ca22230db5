import { routes } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { startPlay } from '../domain/plays';

/** POST /api/plays: starts the server's clock for a game and returns the play with its payload. */
export const handler = httpHandler(routes.startPlay, ({ body, caller }) => startPlay(body, caller));
