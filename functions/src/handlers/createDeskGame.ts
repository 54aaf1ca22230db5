import { createDeskGameRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';
import { createDeskGame } from '../domain/desk-games';

/** POST /api/desk/games: a new game in test, with the next public number and a random uuid. */
export const handler = httpHandler(createDeskGameRoute, withNamedCaller(({ body, caller }) =>
  createDeskGame(body, caller),
));
