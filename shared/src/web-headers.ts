/**
 * The response headers of the site, one source for both places that send them: CloudFront's
 * response headers policy and cache settings (infra/lib/web-stack.ts) and the local server
 * (scripts/src/local/server.ts), so that what is measured locally is what players get.
 * docs/adr/0018-web-headers-and-caching.md.
 */

import { gameThemes } from './labels';

/** Two years, the span HSTS preload lists ask for. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** The game uses none of these powerful features; no page or embed of ours may ask for them. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The content security policy: scripts from the site only (no inline script, no eval); styles may be
 * inline (React's style attributes); the page talks to its own origin and to the sign-in service
 * (`connectSources`: the OIDC discovery, keys and token endpoints); nothing may frame it.
 */
export function contentSecurityPolicy(connectSources: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectSources].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Every header of the site's security policy, by name, as the local server sends them. */
export function securityHeaders(connectSources: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(connectSources),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

import { IMAGES_PREFIX } from './image-variants';

/**
 * A quiz slide fragment (SPEC §2 /frag/quiz_slide/{uuid}): a card in HTML, no script, that our
 * carousels insert and other sites may frame (any https page: it holds only a link to the quiz).
 * Its pictures are the site's own; nothing else loads.
 */
export function fragmentContentSecurityPolicy(): string {
  return ["default-src 'none'", "img-src 'self'", "style-src 'self'", "frame-ancestors 'self' https:", "base-uri 'none'", "form-action 'none'"].join('; ');
}

/** The site's headers as a fragment gets them: its own policy, framing allowed, kept out of search indexes. */
export function fragmentSecurityHeaders(): Record<string, string> {
  const { 'x-frame-options': _framing, ...site } = securityHeaders([]);
  return { ...site, 'content-security-policy': fragmentContentSecurityPolicy(), 'x-robots-tag': 'noindex' };
}

/**
 * The header CloudFront adds to every request it sends to the API (its /api/* origin), holding the
 * stage's origin secret: the functions refuse a request without it, so the API's own
 * `execute-api` address cannot be called around CloudFront (docs/adr/0039-api-only-through-cloudfront.md
 *). A viewer cannot set it: CloudFront replaces a viewer's header of that name.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** Vite names every built script, style and font with its content's hash: they never change. */
export const HASHED_ASSETS_PREFIX = '/assets/';
/**
 * Illustrations and their sized copies are named by their content's hash (and the copies' recipe
 * version: shared/src/image-variants.ts), so they never change either.
 */
export const IMMUTABLE_PREFIXES = [HASHED_ASSETS_PREFIX, IMAGES_PREFIX] as const;
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * HTML and the other unhashed files: the browser asks again each time (a 304 when unchanged);
 * CloudFront keeps them a minute (and a deploy invalidates them).
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate';

export function cacheControlFor(pathname: string): string {
  return IMMUTABLE_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ? IMMUTABLE_CACHE_CONTROL : PAGE_CACHE_CONTROL;
}

/**
 * The public catalogue (GET /api/catalogue): the same for everyone, so CloudFront keeps it
 * a minute (s-maxage) and the browser half a minute; a published game shows within that, or at once
 * once publishing invalidates `catalogueInvalidationPaths()`.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=30, s-maxage=60';
/** The longest CloudFront may keep the catalogue, whatever the function says (the behaviour's max TTL). */
export const CATALOGUE_MAX_TTL_SECONDS = 300;
export const CATALOGUE_PATH = '/api/catalogue';
/**
 * The other public answers the same for everyone, cached like the catalogue (docs/adr/0020-content-pages-as-structured-blocks.md
 *): the published content pages by type, and the menu; the game listings (SPEC §7),
 * one pattern a theme, so that the staff's `/api/games/playground` is never cached.
 */
export const CONTENT_API_PATHS = [
  '/api/pages/*', '/api/menu', '/api/games', ...gameThemes.map((theme) => `/api/games/${theme}` as const),
] as const;

/**
 * What to invalidate in CloudFront when the catalogue changes (a game published, withdrawn or
 * renamed: a later issue calls this). Every language: the query string is part of the cache key,
 * and an invalidation path ending in `*` covers every query string.
 */
export function catalogueInvalidationPaths(): string[] {
  return [`${CATALOGUE_PATH}*`];
}
