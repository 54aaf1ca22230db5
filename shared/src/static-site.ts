import { LOCALES } from './constants';
import type { GameSummary } from './schemas/games';
import type { GamePayload } from './schemas/plays';
import type { Locale } from './schemas/common';
import type { PublicMenuItem, PublicPage } from './schemas/pages';
import { CATALOGUE_PATH } from './web-headers';
import { COMPETITION_PATH, CONTENT_PAGE_ALIASES, MORE_QUIZ_ALIAS, MORE_QUIZ_PATHS, QUIZ_SLIDE_PATH, STATIC_PAGES_DIR } from './site-routes';
import type { PublicCompetition } from './schemas/competitions';

/**
 * The pre-rendered site as data (docs/adr/0019-pre-rendered-pages.md, "Publishing"): what the
 * renderer takes and gives (web/src/app/static-pages/site.tsx), and what a publish changes. Shared so
 * that the build, the publish job and its tests name the same shapes.
 */

/** What the web build produced that every rendering needs: written by the build as `pages-build.json`. */
export interface SiteBuildInfo {
  /** The site's origin, for canonical and Open Graph URLs (SITE_URL at build time). */
  siteUrl: string;
  /**
   * The app's module scripts (as its index.html lists them) and styles, the landing's, and the
   * styles of the quiz page's chunk.
   */
  assets: { appScripts: string[]; appStyles: string[]; landingScript: string; landingStyles: string[]; quizStyles: string[] };
}

/** Beside the build's index.html: what a publish needs to render as the build did. */
export const SITE_BUILD_FILE = 'pages-build.json';

/** What the pre-renderer takes. */
export interface StaticSiteInput extends SiteBuildInfo {
  /** Live quizzes in each language, by number (public fields only). */
  games: Record<Locale, GameSummary[]>;
  /** The same quizzes as GET /api/game/{id} gives them (what the quiz page's intro shows), by id. */
  payloads: Record<Locale, Map<number, GamePayload>>;
  /** The app's index.html as built, for the quiz pages. */
  appShell: string;
  /** The published content pages, every language (as GET /api/pages answers them). */
  pages: PublicPage[];
  /** The menu's items in each language (as GET /api/menu answers them). */
  menu: Record<Locale, PublicMenuItem[]>;
  /** The published competitions, for their pre-rendered rules; none when absent. */
  competitions?: PublicCompetition[];
}

export interface StaticFile {
  /** Where the file goes, relative to the build's root. */
  file: string;
  body: string;
}

export type RenderSite = (input: StaticSiteInput) => Promise<StaticFile[]>;

/** The files a publish owns: every pre-rendered page, and the sitemap and robots.txt the renderer writes. */
export const isPublishedFile = (file: string) => file.startsWith(`${STATIC_PAGES_DIR}/`) || file === 'sitemap.xml' || file === 'robots.txt';

/**
 * The public answers that change with a publish, cached by CloudFront like the catalogue: the
 * catalogue document and the game listings, the content pages and the menu, the shop's products. `*` covers every query.
 */
export const PUBLISH_API_INVALIDATION_PATHS: readonly string[] = [`${CATALOGUE_PATH}*`, '/api/games*', '/api/pages*', '/api/menu*', '/api/popups*', '/api/products*', '/api/product/*'];

/** Past this many addresses one invalidation of everything is cheaper (CloudFront bills per path) and as quick. */
export const MAX_INVALIDATION_PATHS = 200;

/**
 * The addresses that answer a file, for CloudFront to forget: the object itself (the viewer-request
 * function rewrites the address to it, and AWS asks for both) and every address served from it:
 * `pages/en.html` is `/en` and `/` (in the remembered language), the more-quiz page also
 * `/more_quiz`, an alias's file (`pages/cgv.fr.html`) its alias, a fragment every query of its uuid.
 */
export function fileAddresses(file: string): string[] {
  if (!file.startsWith(`${STATIC_PAGES_DIR}/`)) return [`/${file}`];
  const object = `/${file}`;
  const page = file.slice(STATIC_PAGES_DIR.length).replace(/\.html$/, '');
  const slide = new RegExp(`^${QUIZ_SLIDE_PATH}/(?:${LOCALES.join('|')})/([^/]+)$`).exec(page);
  if (slide) return [object, `${QUIZ_SLIDE_PATH}/${slide[1]}*`];
  // A legacy game page answers /game/{uuid} and /game/{uuid}/score.
  const legacy = /^\/game\/([0-9a-f-]{36})\.[a-z]{2}$/.exec(page);
  if (legacy) return [object, `/game/${legacy[1]}`, `/game/${legacy[1]}/score`];
  // A competition's rules in one language answer its path in every query (`?l=`).
  const rules = new RegExp(`^(${COMPETITION_PATH}/[^/]+/rules)\\.(?:${LOCALES.join('|')})$`).exec(page);
  if (rules) return [object, `${rules[1]}*`];
  const alias = /^(\/[^/.]+)\.([a-z]{2})$/.exec(page);
  if (alias && (CONTENT_PAGE_ALIASES as readonly string[]).includes(alias[1]!)) return [object, alias[1]!];
  const extra =
    (LOCALES as readonly string[]).includes(page.slice(1)) ? ['/']
    : (Object.values(MORE_QUIZ_PATHS) as string[]).includes(page) ? [MORE_QUIZ_ALIAS]
    : [];
  return [object, page, ...extra];
}

export interface SitePublishPlan {
  /** Files new or changed: written. */
  write: StaticFile[];
  /** Files a build of the current data no longer makes: deleted (their addresses then answer 404). */
  remove: string[];
  /** Files already as rendered. */
  unchanged: number;
  /** The page store's changes: the pages that now exist and did not, and those that are gone. */
  pageKeys: { put: string[]; delete: string[] };
  /** What CloudFront must forget: the changed and removed files' addresses, and the public API answers. */
  invalidate: string[];
}

/**
 * What a publish changes (pure): `current` is what the site holds now (file → MD5 of its body, as S3
 * lists ETags), `next` what the renderer made of the current data, with each body's MD5. Only files
 * the publish owns (isPublishedFile) are ever removed; a publish that changes nothing still refreshes
 * the public API answers (a game's counts, a product).
 */
export function sitePublishPlan(current: ReadonlyMap<string, string>, next: readonly (StaticFile & { md5: string })[]): SitePublishPlan {
  const rendered = new Set(next.map((f) => f.file));
  const write = next.filter((f) => current.get(f.file) !== f.md5);
  const remove = [...current.keys()].filter((file) => isPublishedFile(file) && !rendered.has(file)).sort();
  const isPage = (file: string) => file.startsWith(`${STATIC_PAGES_DIR}/`);
  const addresses = [...new Set([...write.map((f) => f.file), ...remove].flatMap(fileAddresses))].sort();
  const invalidate = addresses.length > MAX_INVALIDATION_PATHS ? ['/*'] : [...addresses, ...PUBLISH_API_INVALIDATION_PATHS];
  return {
    write: write.map(({ file, body }) => ({ file, body })),
    remove,
    unchanged: next.length - write.length,
    pageKeys: { put: write.map((f) => f.file).filter((f) => isPage(f) && !current.has(f)).sort(), delete: remove.filter(isPage) },
    invalidate,
  };
}
