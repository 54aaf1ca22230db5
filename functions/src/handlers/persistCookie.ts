import { persistCookieRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { gameDataCookie } from '../domain/game-data-cookie';
import { overHttps } from '../lib/cookies';

/** POST /api/persist_cookie: the server sets the game-data cookie, so it lasts a year even in Safari. */
export const handler = httpHandler(persistCookieRoute, ({ body, event, cookies }) => {
  cookies.push(gameDataCookie(body.cookie, { secure: overHttps(event) }));
  return Promise.resolve({ persisted: true as const });
});
