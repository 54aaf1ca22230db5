import { listDeskGamesRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { listDeskGames } from '../domain/desk-games';

/** GET /api/desk/games: every game of every status, for the designer's list (docs/back-office.md). */
export const handler = httpHandler(listDeskGamesRoute, () => listDeskGames());
