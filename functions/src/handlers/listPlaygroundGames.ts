import { routes } from '@quiz/shared';
import { playgroundGames } from '../domain/desk-review';
import { httpHandler } from '../lib/http';

/** GET /api/games/playground: the games in test status, for testers and designers. */
export const handler = httpHandler(routes.listPlaygroundGames, ({ caller }) => playgroundGames(caller));
