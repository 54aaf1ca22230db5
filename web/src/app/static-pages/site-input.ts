import type { GamePayload, GameSummary, Locale } from '@quiz/shared';

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
}

export interface StaticFile {
  /** Where the file goes, relative to the build's root. */
  file: string;
  body: string;
}

export type RenderStaticSite = (input: StaticSiteInput) => Promise<StaticFile[]>;
