import { COOKIE_LIFETIME_SECONDS, isLocale, LOCALE_COOKIE, qrQuizRoute, type QrQuizAnswer } from '@quiz/shared';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { resolveQrQuiz } from '../domain/qr-quiz';
import { overHttps } from '../lib/cookies';
import { httpHandler } from '../lib/http';

const NOT_FOUND_TEXT = { en: 'Page not found', fr: 'Page introuvable' } as const;

/**
 * A QR quiz link's answer: a 302 to the quiz, or a 404 whose page sends the browser on to the site's
 * 404 page in that language at once (the API cannot serve the pre-rendered page itself; docs/adr/0033-qr-links-and-opt-ins.md).
 * Never cached: a quiz may go live or be hidden at any time.
 */
function answer({ found, location, locale }: QrQuizAnswer): APIGatewayProxyStructuredResultV2 {
  if (found) return { statusCode: 302, headers: { location, 'cache-control': 'no-store' }, body: '' };
  const text = NOT_FOUND_TEXT[locale];
  return {
    statusCode: 404,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
    body: `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0;url=${location}"><title>${text}</title></head><body><p><a href="${location}">${text}</a></p></body></html>`,
  };
}

const REMEMBERED = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/** GET /api/qr-quiz/{code} (the site's /qr-quiz/{hash}): to the quiz, remembering the link's language. */
export const handler = httpHandler(
  qrQuizRoute,
  async ({ params, event, cookies }) => {
    const cookie = event.cookies?.map((c) => REMEMBERED.exec(c)?.[1]).find(Boolean) ?? REMEMBERED.exec(event.headers?.cookie ?? '')?.[1];
    const result = await resolveQrQuiz(params.code, isLocale(cookie) ? cookie : null);
    if (result.found) {
      // The language the quiz was made for becomes the visitor's (as /setlocale would make it).
      const secure = overHttps(event) ? '; Secure' : '';
      cookies.push(`${LOCALE_COOKIE}=${result.locale}; Max-Age=${COOKIE_LIFETIME_SECONDS.locale}; Path=/; SameSite=Lax${secure}`);
    }
    return result;
  },
  { answer },
);
