import { APP_ROUTE_PATTERNS, CONTENT_PAGE_ALIASES, LEGACY_GAME_PATH, SHARE_FILES_DIR, SHARE_ID_PATTERN, DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, MORE_QUIZ_ALIAS, MORE_QUIZ_PATHS, QUIZ_SLIDE_PATH, STATIC_PAGES_DIR, UUID_PATTERN, KVS_MAX_KEY_BYTES, QR_QUIZ_API_PATH, QR_QUIZ_PATH, COMPETITION_ID_PATTERN, COMPETITION_PATH } from '@quiz/shared';

/**
 * CloudFront's side of shared/src/site-routes.ts (docs/adr/0019-pre-rendered-pages.md): which
 * object a page path is served from, and which answers are the 404 page. CloudFront Functions run a
 * small JavaScript without imports (but the runtime's own `cloudfront` module), so resolveSitePath is
 * written out here with the shared constants inlined; an infra test runs it against resolveSitePath.
 *
 * `hasStaticPage(file)` is the page store: a CloudFront KeyValueStore holding one key per file the
 * build wrote under `pages/` (synced by the deploy from web/dist/pages-index.json, and by a publish),
 * asked `exists(file)` (runtime cloudfront-js-2.0, the store associated with both functions). So a
 * path of a pre-rendered kind that the build did not make (`/quiz-seo/en/typo`, a draft's
 * `/en/press-kit`) gets the 404 page with status 404, as from the local server, never S3's 403.
 *
 * Two things the local server does before its resolver stay here: a path whose last segment has a dot
 * is a file of the build (`/assets/x.js`, `/sitemap.xml`) and goes to S3 as it is; and a quiz slide
 * fragment (SPEC §2 /frag/quiz_slide/{uuid}) that does not exist is a bare 404 (no page around it),
 * asked of S3 under a name it does not hold and turned from its 403 into a 404 by the response.
 */

/** The line that gives the code its store; the infra test swaps it for a fake. */
export const KVS_IMPORT = "import cf from 'cloudfront';";

const RESOLVER = `${KVS_IMPORT}
var kvs = cf.kvs();
var APP_ROUTES = ${JSON.stringify(APP_ROUTE_PATTERNS.map((pattern) => pattern.split('/').filter(Boolean)))};
var LOCALES = ${JSON.stringify(LOCALES)};
var PAGES = '${STATIC_PAGES_DIR}';
var MORE_QUIZ = ${JSON.stringify(MORE_QUIZ_PATHS)};
var CONTENT_ALIASES = ${JSON.stringify(CONTENT_PAGE_ALIASES)};
var QUIZ_SLIDE = '${QUIZ_SLIDE_PATH}';
var UUID = /${UUID_PATTERN.source}/;
var SHARE_PAGE = /^\\/(?:share|q)\\/(${SHARE_ID_PATTERN.source.slice(1, -1)})\\/?$/;
var SHARES = '/${SHARE_FILES_DIR}/';
var LEGACY_GAME = '${LEGACY_GAME_PATH}';
var COMPETITION = '${COMPETITION_PATH}';
var COMPETITION_ID = /${COMPETITION_ID_PATTERN.source}/;
function competitionOfRulesPath(segments) {
  return segments.length === 3 && '/' + segments[0] === COMPETITION && segments[2] === 'rules' && segments[1] && COMPETITION_ID.test(segments[1]) ? segments[1] : null;
}
function isLocale(value) {
  return LOCALES.indexOf(value) !== -1;
}
function isAppRoute(segments) {
  return APP_ROUTES.some(function (parts) {
    var splat = parts[parts.length - 1] === '*';
    var fixed = splat ? parts.slice(0, -1) : parts;
    var fits = splat ? segments.length >= fixed.length : fixed.length === segments.length;
    return fits && fixed.every(function (part, i) {
      return part === ':locale' ? isLocale(segments[i]) : part.charAt(0) === ':' || part === segments[i];
    });
  });
}
function rememberedLocale(request) {
  var cookie = request.cookies && request.cookies['${LOCALE_COOKIE}'];
  return cookie && isLocale(cookie.value) ? cookie.value : '${DEFAULT_LOCALE}';
}
function requestedLocale(request) {
  var l = request.querystring && request.querystring.l;
  return l && isLocale(l.value) ? l.value : null;
}
// A score share's page: written when the share was made, not in the page store.
function isShare(uri) {
  return SHARE_PAGE.test(uri) || uri.indexOf(SHARES) === 0;
}
function isFragment(uri) {
  return uri === QUIZ_SLIDE || uri.indexOf(QUIZ_SLIDE + '/') === 0 || uri.indexOf('/' + PAGES + QUIZ_SLIDE + '/') === 0;
}
function decode(segment) {
  try {
    return decodeURIComponent(segment);
  } catch (e) {
    return null;
  }
}
// A file longer than a key is no page (the store would refuse the lookup); the store's other errors
// are not caught: a 503 is better than a 404 that tells a crawler a page is gone.
async function hasPage(file) {
  return encodeURIComponent(file).replace(/%[0-9A-F]{2}/g, 'x').length <= ${KVS_MAX_KEY_BYTES} && (await kvs.exists(file));
}
function objectUri(file) {
  return '/' + file.split('/').map(encodeURIComponent).join('/');
}
function notFoundPage(locale) {
  return { uri: '/' + PAGES + '/404/' + locale + '.html', notFound: true };
}
// resolveSitePath (shared/src/site-routes.ts), with the store as hasStaticPage.
async function resolve(request) {
  var uri = request.uri;
  var share = SHARE_PAGE.exec(uri);
  if (share) return { uri: SHARES + share[1] + '.html', notFound: false };
  var raw = uri.split('/').filter(function (segment) { return segment !== ''; });
  var segments = raw.map(decode);
  var remembered = rememberedLocale(request);
  if ('/' + segments[0] === LEGACY_GAME && (segments.length === 2 || (segments.length === 3 && segments[2] === 'score')) && UUID.test(segments[1] || '')) {
    var legacy = PAGES + LEGACY_GAME + '/' + segments[1] + '.' + remembered + '.html';
    if (await hasPage(legacy)) return { uri: objectUri(legacy), notFound: false };
  }
  if ('/' + segments.slice(0, 2).join('/') === QUIZ_SLIDE) {
    var locale = requestedLocale(request) || remembered;
    var uuid = segments.length === 3 ? segments[2] : null;
    var fragment = uuid && UUID.test(uuid) ? PAGES + QUIZ_SLIDE + '/' + locale + '/' + uuid + '.html' : null;
    if (fragment && (await hasPage(fragment))) return { uri: objectUri(fragment), notFound: false };
    return { uri: '/' + PAGES + QUIZ_SLIDE + '/' + locale + '/unknown.html', notFound: true };
  }
  if (raw.length > 0 && raw[raw.length - 1].indexOf('.') !== -1) return { uri: uri, notFound: uri.indexOf('/' + PAGES + '/404/') === 0 };
  var safe = segments.every(function (segment) { return segment !== null && !/[\\/\\\\]/.test(segment) && segment !== '..'; });
  if (safe) {
    var page = '/' + segments.join('/');
    var competition = competitionOfRulesPath(segments);
    var file = segments.length === 0 ? PAGES + '/' + remembered + '.html'
      : competition ? PAGES + COMPETITION + '/' + competition + '/rules.' + (requestedLocale(request) || remembered) + '.html'
      : page === '${MORE_QUIZ_ALIAS}' ? PAGES + MORE_QUIZ[remembered] + '.html'
      : CONTENT_ALIASES.indexOf(page) !== -1 ? PAGES + page + '.' + remembered + '.html'
      : PAGES + page + '.html';
    if (await hasPage(file)) return { uri: objectUri(file), notFound: segments[0] === '404' && isLocale(segments[1]) };
  }
  if (isAppRoute(raw)) return { uri: '/index.html', notFound: false };
  return notFoundPage(isLocale(segments[0]) ? segments[0] : isLocale(segments[1]) ? segments[1] : remembered);
}
`;

/** Viewer request: the object that answers the path (its name carries the decision: /pages/404/…). */
export const SITE_REQUEST_CODE = `${RESOLVER}async function handler(event) {
  var request = event.request;
  request.uri = (await resolve(request)).uri;
  return request;
}`;

/**
 * Viewer response: the 404 page answers with status 404 (S3 found its object, so it said 200); a
 * fragment S3 does not hold (its 403, for a bucket it may not list) is a 404. The request it sees
 * names the object the viewer request chose (/pages/404/{locale}.html: a file, so resolve answers
 * from its name without the store); should it see the viewer's path, resolve answers as the viewer
 * request did.
 */
export const SITE_RESPONSE_CODE = `${RESOLVER}async function handler(event) {
  var response = event.response;
  var missing = isFragment(event.request.uri) || isShare(event.request.uri)
    ? response.statusCode === 403 || response.statusCode === 404
    : (await resolve(event.request)).notFound;
  if (missing) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;

/** The behaviour of the QR quiz links (SPEC §2 /qr-quiz/{hash}): every path under it goes to the API. */
export const QR_QUIZ_PATH_PATTERN = `${QR_QUIZ_PATH}/*`;

/**
 * Viewer request of /qr-quiz/*: shared siteApiPath written out (an infra test runs it against it):
 * `/qr-quiz/{hash}` asks the API's `/api/qr-quiz/{hash}`, a deeper path the hash `-` (no quiz: the
 * API's 404 page). The query string goes on as it came.
 */
export const QR_REQUEST_CODE = `function handler(event) {
  var request = event.request;
  var segments = request.uri.split('/').filter(function (segment) { return segment !== ''; });
  request.uri = '${QR_QUIZ_API_PATH}/' + (segments.length === 2 && segments[0] === '${QR_QUIZ_PATH.slice(1)}' ? segments[1] : '-');
  return request;
}`;
