import { COOKIE_LIFETIME_SECONDS, LOCAL_STORAGE_KEYS } from '@quiz/shared';
import { ValidationError } from '../lib/errors';

/** The cookie the page keeps its game data in (SPEC §1: anonymous scores live locally and in a cookie). */
export const GAME_DATA_COOKIE = LOCAL_STORAGE_KEYS.gameDatas;
export const GAME_DATA_COOKIE_MAX_AGE = COOKIE_LIFETIME_SECONDS.gameDatas;

/** Base64url (padding allowed): nothing that could end the value or add an attribute (`;`, `,`, spaces, quotes). */
const COOKIE_SAFE = /^[A-Za-z0-9_-]+={0,2}$/;

/**
 * The `Set-Cookie` of the game-data cookie. Why the server sets it: Safari caps a cookie written by
 * script at 7 days, a cookie set by a response lasts its Max-Age. Not HttpOnly: the page reads it.
 */
export function gameDataCookie(value: string, { secure }: { secure: boolean }): string {
  if (!COOKIE_SAFE.test(value)) {
    throw new ValidationError([{ code: 'invalid_format', path: ['body', 'cookie'], message: 'the cookie value must be base64url' }]);
  }
  return `${GAME_DATA_COOKIE}=${value}; Max-Age=${GAME_DATA_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
