import { initRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { initAnswer } from '../domain/games';

/** GET /api/init: the visitor and a signed-in player's record of each quiz played (SPEC §7; the games are GET /api/catalogue). */
export const handler = httpHandler(initRoute, ({ caller }) => initAnswer(caller));
