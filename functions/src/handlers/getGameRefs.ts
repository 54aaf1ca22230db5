import { getGameRefsRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { readGameRefs } from '../domain/desk-references';

/** GET /api/desk/games/{id}/refs: a game's references and their responses, for the editor (designer). */
export const handler = httpHandler(getGameRefsRoute, ({ params }) => readGameRefs(params.id));
