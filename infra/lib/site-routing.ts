import { APP_ROUTE_PATTERNS, CONTENT_PAGE_ALIASES, DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, MORE_QUIZ_ALIAS, MORE_QUIZ_PATHS, QUIZ_SLIDE_PATH, STATIC_PAGES_DIR, UUID_PATTERN } from '@quiz/shared';

/**
 * CloudFront's side of shared/src/site-routes.ts (docs/decisions.md "Pre-rendered pages"): which
 * object a page path is served from, and which answers are the 404 page. CloudFront Functions run a
 * small JavaScript without imports, so the code is written out here with the shared route list
 * inlined; an infra test runs it against shared's resolveSitePath for the same paths.
 *
 * CloudFront cannot ask S3 whether a page exists, so the pre-rendered kinds are named: the homes,
 * the more-quiz pages, the quiz landing pages, the quiz pages' shells, the 404 pages, the menu pages,
 * the content pages' aliases (`/cgv`) and, after the app's routes, the content pages
 * (`/{locale}/{slug}`, docs/decisions.md "Content pages"). A path of those kinds that the
 * build made no page for (a quiz that does not exist) gets S3's 403: the distribution's custom error
 * responses cannot answer it with the 404 page, as they would also replace the API's own 403 and 404
 * answers. A key-value store of the pages (written by the build and by a publish) is the way out,
 * with the back-office's publishing (docs/decisions.md "Pre-rendered pages"). Quiz slide fragments
 * (SPEC §2 /frag/quiz_slide/{uuid}) are the exception: any 403 or 404 of S3 under /frag/ is a 404,
 * since a fragment has no page around it; the file is picked by `?l=`, else the remembered language.
 */
const RESOLVER = `var APP_ROUTES = ${JSON.stringify(APP_ROUTE_PATTERNS.map((pattern) => pattern.split('/').filter(Boolean)))};
var LOCALES = ${JSON.stringify(LOCALES)};
var PAGES = '/${STATIC_PAGES_DIR}';
var MORE_QUIZ = ${JSON.stringify(MORE_QUIZ_PATHS)};
var CONTENT_ALIASES = ${JSON.stringify(CONTENT_PAGE_ALIASES)};
var QUIZ_SLIDE = '${QUIZ_SLIDE_PATH}';
var UUID = /${UUID_PATTERN.source}/;
function isLocale(value) {
  return LOCALES.indexOf(value) !== -1;
}
function isAppRoute(segments) {
  return APP_ROUTES.some(function (parts) {
    return parts.length === segments.length && parts.every(function (part, i) {
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
function isFragment(uri) {
  return uri === QUIZ_SLIDE || uri.indexOf(QUIZ_SLIDE + '/') === 0 || uri.indexOf(PAGES + QUIZ_SLIDE + '/') === 0;
}
function resolve(request) {
  var uri = request.uri;
  if (uri === QUIZ_SLIDE || uri.indexOf(QUIZ_SLIDE + '/') === 0) {
    var parts = uri.split('/').filter(function (segment) { return segment !== ''; });
    var id = parts.length === 3 && UUID.test(parts[2]) ? parts[2] : 'unknown';
    return { uri: PAGES + QUIZ_SLIDE + '/' + (requestedLocale(request) || rememberedLocale(request)) + '/' + id + '.html', notFound: false };
  }
  if (uri.indexOf(PAGES + '/404/') === 0) return { uri: uri, notFound: true };
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') !== -1) return { uri: uri, notFound: false };
  var segments = uri.split('/').filter(function (segment) { return segment !== ''; });
  var first = segments[0];
  var second = segments[1];
  var remembered = rememberedLocale(request);
  if (segments.length === 0) return { uri: PAGES + '/' + remembered + '.html', notFound: false };
  if (segments.length === 1 && isLocale(first)) return { uri: PAGES + '/' + first + '.html', notFound: false };
  var path = '/' + segments.join('/');
  if (path === '${MORE_QUIZ_ALIAS}') return { uri: PAGES + MORE_QUIZ[remembered] + '.html', notFound: false };
  for (var i = 0; i < LOCALES.length; i++) {
    if (path === MORE_QUIZ[LOCALES[i]]) return { uri: PAGES + path + '.html', notFound: false };
  }
  if (CONTENT_ALIASES.indexOf(path) !== -1) return { uri: PAGES + path + '.' + remembered + '.html', notFound: false };
  if (segments.length === 2 && first === '404' && isLocale(second)) return { uri: PAGES + '/404/' + second + '.html', notFound: true };
  if (segments.length === 2 && first === 'menu' && isLocale(second)) return { uri: PAGES + path + '.html', notFound: false };
  if (segments.length === 3 && (first === 'quiz' || first === 'quiz-seo') && isLocale(second) && /^[a-z0-9-]+$/.test(segments[2])) {
    return { uri: PAGES + '/' + segments.join('/') + '.html', notFound: false };
  }
  if (isAppRoute(segments)) return { uri: '/index.html', notFound: false };
  if (segments.length === 2 && isLocale(first) && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(second)) return { uri: PAGES + path + '.html', notFound: false };
  return { uri: PAGES + '/404/' + (isLocale(first) ? first : isLocale(second) ? second : remembered) + '.html', notFound: true };
}
`;

/** Viewer request: the object that answers the path. */
export const SITE_REQUEST_CODE = `${RESOLVER}function handler(event) {
  var request = event.request;
  request.uri = resolve(request).uri;
  return request;
}`;

/**
 * Viewer response: the 404 page answers with status 404 (S3 found its object, so it said 200); a
 * fragment S3 does not hold (its 403, for a bucket it may not list) is a 404.
 */
export const SITE_RESPONSE_CODE = `${RESOLVER}function handler(event) {
  var response = event.response;
  var missingFragment = isFragment(event.request.uri) && (response.statusCode === 403 || response.statusCode === 404);
  if (missingFragment || resolve(event.request).notFound) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}`;
