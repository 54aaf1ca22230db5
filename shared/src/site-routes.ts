import { DEFAULT_LOCALE, LOCALES } from './constants';
import type { Locale } from './schemas/common';
import { shareIdOfPath, sharePageFile } from './shares';

/**
 * Which answer a page path gets (docs/adr/0019-pre-rendered-pages.md), for every server of the
 * site: a pre-rendered page when the build made one, the web app's shell for a path the app routes,
 * and otherwise the 404 page in the path's language, with status 404.
 */

/** The web app's page routes (web/src/app/router.tsx; a web test keeps the two lists equal). */
export const APP_ROUTE_PATTERNS = [
  '/',
  '/:locale',
  '/menu/:locale',
  '/quiz/:locale/:slug',
  '/404/:locale',
  '/setlocale/:language',
  '/connect/:service',
  '/auth-success',
  '/logout',
  '/push_session',
  '/push_session/:hashId',
  '/stripe/purchase/:type',
  '/purchase_status_success',
  '/purchase_status_failed',
  '/purchase_status_cancelled',
  '/en/premium-over',
  '/fr/fin-du-premium',
  '/shop',
  '/specialpack',
  '/en/shop',
  '/en/shop/:slug',
  '/en/unlimited-access',
  '/fr/boutique',
  '/fr/boutique/:slug',
  '/fr/acces-illimite',
  // A competition's page; its rules (/competition/{id}/rules) are pre-rendered.
  '/competition/:id',
  // The back-office: one app route each, deeper paths its own; never pre-rendered or indexed.
  '/desk/*',
  '/admin/app/*',
] as const;

/** SPEC §2 more quizzes: a page per language; `/more_quiz` is the one in the remembered language. */
export const MORE_QUIZ_PATHS: Record<Locale, string> = { en: '/en/more-quiz', fr: '/fr/plus-de-quiz' };
export const MORE_QUIZ_ALIAS = '/more_quiz';

/**
 * SPEC §2 content pages whose path is fixed: terms of use, terms of sales and legal notice, a path per
 * language. Their text is data (scripts/seed/pages/); the footer links to them.
 */
export const LEGAL_PAGE_PATHS = {
  termsOfUse: { en: '/en/terms-of-use', fr: '/fr/conditions-generales-utilisation' },
  termsOfSales: { en: '/en/terms-of-sales', fr: '/fr/conditions-generales-vente' },
  legalNotice: { en: '/en/legal', fr: '/fr/mentions-legales' },
} as const satisfies Record<string, Record<Locale, string>>;

/**
 * SPEC §2 paths without a language that are content pages (`/cgv`, `/authors`, `/14ressemblances`):
 * each answers the page that takes it as its `alias`, in the remembered language, like `/more_quiz`.
 * A list in code because CloudFront's function must know them (it cannot ask S3); which page answers
 * is data.
 */
export const CONTENT_PAGE_ALIASES = ['/cgv', '/authors', '/14ressemblances'] as const;

/** The file of an alias's page in one language (`/cgv`, fr → `pages/cgv.fr.html`): no page path has a dot. */
export function aliasPageFile(alias: string, locale: Locale): string {
  return `${STATIC_PAGES_DIR}${alias}.${locale}.html`;
}

/**
 * SPEC §2 fragment for a quiz slide: a quiz's card as an HTML fragment, for carousels and embeds,
 * pre-rendered per language (`pages/frag/quiz_slide/{locale}/{uuid}.html`). A static file cannot
 * read the query, so the server picks the language: `?l=` when it names one, else the remembered
 * language, else English (docs/adr/0026-quiz-slide-fragments.md).
 */
export const QUIZ_SLIDE_PATH = '/frag/quiz_slide';

export function quizSlideFile(locale: Locale, uuid: string): string {
  return staticPageFile(`${QUIZ_SLIDE_PATH}/${locale}/${uuid}`);
}

/**
 * SPEC §2 /qr-quiz/{hash}: a quiz's link for a QR code, in the language it was made for
 * (docs/adr/0033-qr-links-and-opt-ins.md). The hash is derived, not stored: the language and
 * the game's public number in base 36 (`fr1c` is game 48 in French), so a printed code never needs a
 * write, cannot be created in bulk, and keeps working while the game lives (its slug may change: the
 * API reads the current one). The API answers it (a redirect), not a page: `/api/qr-quiz/{hash}`.
 */
export const QR_QUIZ_PATH = '/qr-quiz';
export const QR_QUIZ_API_PATH = '/api/qr-quiz';
const QR_CODE_PATTERN = new RegExp(`^(${LOCALES.join('|')})([1-9a-z][0-9a-z]{0,9})$`);

export function qrQuizCode(gameId: number, locale: Locale): string {
  return `${locale}${gameId.toString(36)}`;
}

export function qrQuizPath(gameId: number, locale: Locale): string {
  return `${QR_QUIZ_PATH}/${qrQuizCode(gameId, locale)}`;
}

/** The game and language of a QR code, or null when it is not one we make (one code per pair). */
export function parseQrQuizCode(code: string): { gameId: number; locale: Locale } | null {
  const match = QR_CODE_PATTERN.exec(code);
  if (!match) return null;
  const gameId = Number.parseInt(match[2]!, 36);
  return Number.isSafeInteger(gameId) && isLocale(match[1]) ? { gameId, locale: match[1] } : null;
}

/**
 * A site path that the API answers (CloudFront's /qr-quiz/* behaviour goes to the API with this
 * path; the local server hands it to its API router): `/qr-quiz/{hash}` → `/api/qr-quiz/{hash}`. A
 * deeper path under /qr-quiz/ names no quiz: it asks for hash `-`, which the API answers with the
 * 404 page. Null for any other path.
 */
export function siteApiPath(pathname: string): string | null {
  if (!pathname.startsWith(`${QR_QUIZ_PATH}/`)) return null;
  const segments = segmentsOf(pathname);
  return `${QR_QUIZ_API_PATH}/${segments.length === 2 ? segments[1] : '-'}`;
}

/**
 * A competition's rules (SPEC §2 /competition/{id}/rules): pre-rendered per language
 * (`pages/competition/{id}/rules.{locale}.html`) by the build and by a publish; the path has no
 * language, so the server picks it: `?l=` when it names one, else the remembered language (like
 * `/more_quiz`), else English. The competition's own page (`/competition/{id}`) is the app's.
 */
export const COMPETITION_PATH = '/competition';
export const COMPETITION_ID_PATTERN = /^c-[0-9a-f]{12}$/;

export function competitionRulesFile(id: string, locale: Locale): string {
  return `${STATIC_PAGES_DIR}${COMPETITION_PATH}/${id}/rules.${locale}.html`;
}

/** The competition id of a rules path (`/competition/{id}/rules`), or null. */
export function competitionOfRulesPath(segments: readonly (string | null)[]): string | null {
  const [first, id, last] = segments;
  return segments.length === 3 && `/${first}` === COMPETITION_PATH && last === 'rules' && id && COMPETITION_ID_PATTERN.test(id) ? id : null;
}

/** A game's public uuid, as a path segment may carry it (lower case, as they are generated). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where the build puts pre-rendered pages, under the web app's root. */
export const STATIC_PAGES_DIR = 'pages';

/** The cookie that remembers the visitor's language for pages without one in their path (`/`). */
export const LOCALE_COOKIE = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The file of the pre-rendered page of `pathname` (`/en` → `pages/en.html`). */
export function staticPageFile(pathname: string): string {
  return `${STATIC_PAGES_DIR}${pathname}.html`;
}

/** Path segments, without empty ones (`/en/` and `/en` are one page). */
const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/**
 * Does the app route `pathname`? A `:locale` segment must be a locale; other parameters anything; a
 * last `*` (React Router's splat) any further segments, none included.
 */
export function isAppRoute(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return APP_ROUTE_PATTERNS.some((pattern) => {
    const parts = segmentsOf(pattern);
    const splat = parts.at(-1) === '*';
    const fixed = splat ? parts.slice(0, -1) : parts;
    return (
      (splat ? segments.length >= fixed.length : fixed.length === segments.length) &&
      fixed.every((part, i) => (part === ':locale' ? isLocale(segments[i]) : part.startsWith(':') || part === segments[i]))
    );
  });
}

export type SiteAnswer =
  | { kind: 'static'; file: string }
  | { kind: 'app' }
  | { kind: 'notFound'; file: string; locale: Locale }
  /** A quiz slide: the fragment's file, or none (an unknown uuid: a bare 404, no page around it). */
  | { kind: 'fragment'; file: string | null }
  /**
   * A score share (`/share/{id}`, `/q/{id}`): its page as written when it was made, outside the
   * pre-rendered pages (a publish never removes it); an unknown id is a bare 404 (no page is rendered).
   */
  | { kind: 'share'; file: string }
  /** A path the API answers (siteApiPath): the QR quiz links. */
  | { kind: 'api'; path: string };

/**
 * SPEC §2 legacy `/game/{uuid}` and `/game/{uuid}/score`: a pre-rendered page per language that sends
 * the visitor on to the quiz's page in that language (docs/adr/0031-score-shares.md).
 */
export const LEGACY_GAME_PATH = '/game';
export const legacyGameFile = (uuid: string, locale: Locale) => staticPageFile(`${LEGACY_GAME_PATH}/${uuid}.${locale}`);

/**
 * The answer to a page path. `/` is the home in the remembered language. The 404 page is in the
 * path's language when it names one (`/en/…`, `/quiz/fr/…`), else in the remembered one.
 */
export function resolveSitePath(
  pathname: string,
  options: { rememberedLocale: Locale | null; requestedLocale?: Locale | null; hasStaticPage(file: string): boolean },
): SiteAnswer {
  const shareId = shareIdOfPath(pathname);
  if (shareId) return { kind: 'share', file: sharePageFile(shareId) };
  const api = siteApiPath(pathname);
  if (api) return { kind: 'api', path: api };
  const segments = segmentsOf(pathname).map(decodeSegment);
  const remembered = options.rememberedLocale ?? DEFAULT_LOCALE;
  if (`/${segments[0]}` === LEGACY_GAME_PATH && (segments.length === 2 || (segments.length === 3 && segments[2] === 'score')) && UUID_PATTERN.test(segments[1] ?? '')) {
    const file = legacyGameFile(segments[1]!, remembered);
    if (options.hasStaticPage(file)) return { kind: 'static', file };
  }
  if (`/${segments.slice(0, 2).join('/')}` === QUIZ_SLIDE_PATH) {
    const uuid = segments.length === 3 ? segments[2] : null;
    const file = uuid && UUID_PATTERN.test(uuid) ? quizSlideFile(options.requestedLocale ?? remembered, uuid) : null;
    return { kind: 'fragment', file: file && options.hasStaticPage(file) ? file : null };
  }
  // A segment that decodes to a separator or a parent could name a file outside the pages.
  const safe = segments.every((segment) => segment !== null && !/[/\\]/.test(segment) && segment !== '..');
  if (safe) {
    // `/`, `/more_quiz` and the content pages' aliases (`/cgv`) are pages in the remembered language.
    const page = `/${segments.join('/')}`;
    const competition = competitionOfRulesPath(segments);
    const file =
      segments.length === 0 ? staticPageFile(`/${remembered}`)
      : competition ? competitionRulesFile(competition, options.requestedLocale ?? remembered)
      : page === MORE_QUIZ_ALIAS ? staticPageFile(MORE_QUIZ_PATHS[remembered])
      : (CONTENT_PAGE_ALIASES as readonly string[]).includes(page) ? aliasPageFile(page, remembered)
      : staticPageFile(page);
    if (options.hasStaticPage(file)) {
      // The 404 pages themselves (/404/{locale}) answer with their status too.
      return segments[0] === '404' && isLocale(segments[1]) ? { kind: 'notFound', file, locale: segments[1] } : { kind: 'static', file };
    }
  }
  if (isAppRoute(pathname)) return { kind: 'app' };
  const [first, second] = segments;
  const locale = isLocale(first) ? first : isLocale(second) ? second : remembered;
  return { kind: 'notFound', file: staticPageFile(`/404/${locale}`), locale };
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
