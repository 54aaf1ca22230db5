import { updateDeskGameRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';
import { updateDeskGame } from '../domain/desk-games';

/** PUT /api/desk/games/{id}: a game's settings at the version read (409 stale_version, slug_taken; 400 game_incomplete). */
export const handler = httpHandler(updateDeskGameRoute, withNamedCaller(({ params, body, caller }) =>
  updateDeskGame(params.id, body, caller),
));
