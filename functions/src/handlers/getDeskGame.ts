import { getDeskGameRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { getDeskGame } from '../domain/desk-games';

/** GET /api/desk/games/{id}: one game's settings, picture and version. */
export const handler = httpHandler(getDeskGameRoute, ({ params }) => getDeskGame(params.id));
