import type { GamePayload, GameSummary, Locale, PublicMenuItem, PublicPage } from '@quiz/shared';

/** What the pre-renderer (render.tsx) takes and gives; apart so that the build script can name it without JSX. */
export interface StaticSiteInput {
  /** The site's origin, for canonical and Open Graph URLs (SITE_URL). */
  siteUrl: string;
  /** Live quizzes in each language, by number (public fields only). */
  games: Record<Locale, GameSummary[]>;
  /** The same quizzes as GET /api/game/{id} gives them (what the quiz page's intro shows), by id. */
  payloads: Record<Locale, Map<number, GamePayload>>;
  /**
   * What the build produced: the app's module scripts (as its index.html lists them) and styles, the
   * landing's, and the styles of the quiz page's chunk.
   */
  assets: { appScripts: string[]; appStyles: string[]; landingScript: string; landingStyles: string[]; quizStyles: string[] };
  /** The app's index.html as built, for the quiz pages. */
  appShell: string;
  /** The published content pages, every language (as GET /api/pages answers them). */
  pages: PublicPage[];
  /** The menu's items in each language (as GET /api/menu answers them). */
  menu: Record<Locale, PublicMenuItem[]>;
}

export interface StaticFile {
  /** Where the file goes, relative to the build's root. */
  file: string;
  body: string;
}

export type RenderStaticSite = (input: StaticSiteInput) => Promise<StaticFile[]>;

/** Renders the content and menu pages; `only`: the translation keys a publish changed (the menus always). */
export type RenderContentPages = (input: StaticSiteInput, options?: { only?: ReadonlySet<string> }) => Promise<StaticFile[]>;
