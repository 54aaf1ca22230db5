import { LOCALES, type Locale } from '@quiz/shared';

/** Pages of the sign-in flow itself: coming back to one of them would start the flow again. */
const FLOW_PATHS = ['/connect', '/auth-success', '/logout'];

const MAX_LENGTH = 2048;

/**
 * The page to come back to (after signing in, after paying), if `value` is a path of this site; anything else
 * (another origin, a protocol-relative `//evil.example`, a backslash trick, `javascript:`) is
 * refused with null, so a crafted `/connect/google?returnTo=…` link can never send a player away
 * (open redirect). The answer is rebuilt from the parsed URL: path, query and fragment only.
 */
export function safeReturnPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  // One leading slash, then not a second one: `//host` and `/\host` name another host to browsers.
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read `\` as `/` and drop tabs and newlines inside URLs: no path of ours has them.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (FLOW_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The language of a page path (`/fr`, `/menu/fr`, `/quiz/fr/slug`), if it names one. */
export function localeOfPath(path: string | null): Locale | null {
  if (!path) return null;
  const segments = new URL(path, 'http://x').pathname.split('/').slice(1, 3);
  return LOCALES.find((l) => segments.includes(l)) ?? null;
}
