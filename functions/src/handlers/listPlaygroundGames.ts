import { listPlaygroundGamesRoute } from '@quiz/shared';
import { playgroundGames } from '../domain/desk-review';
import { httpHandler } from '../lib/http';

/** GET /api/games/playground: the games in test status, for testers and designers. */
export const handler = httpHandler(listPlaygroundGamesRoute, ({ caller }) => playgroundGames(caller));
