import type { Locale } from '@quiz/shared';
import { paths } from '../../../config/paths';
import { apiCall, type ResponseOf } from '../../../lib/api-client';

/** The absolute link the other device opens, in the language of the page that made it (`?l=`). */
export function pushLink(hashId: string, locale: Locale, origin = window.location.origin): string {
  return `${origin}${paths.pushSession(hashId)}?${new URLSearchParams({ l: locale })}`;
}

/** A hash as the server makes them (32 random bytes, base64url): anything else is not worth a call. */
export function isPushHash(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** POST /api/push_session: a one-time link for this session (signed-in call). */
export function pushSession(refreshToken: string, name: string | null): Promise<ResponseOf<'pushSession'>> {
  return apiCall('pushSession', { body: name ? { refreshToken, name } : { refreshToken } });
}

/** POST /api/check_pushed_session: whose session the link carries (it stays unused). */
export function checkPushedSession(hash: string): Promise<ResponseOf<'checkPushedSession'>> {
  return apiCall('checkPushedSession', { body: { hash }, token: null });
}

/** POST /api/consume_pushed_session: takes the session, once. */
export function consumePushedSession(hash: string): Promise<ResponseOf<'consumePushedSession'>> {
  return apiCall('consumePushedSession', { body: { hash }, query: { destroy: true }, token: null });
}
