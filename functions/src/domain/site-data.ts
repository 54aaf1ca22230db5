import { LOCALES, publicMenu, publicPages, type Competition, type Locale, type MenuItem, type Page, type StaticSiteInput } from '@quiz/shared';
import { listPublishedCompetitions } from '../data/competitions';
import { toPublicCompetition } from '../rules/competition-board';
import { type GameContent, readGameContent } from '../data/games/content';
import { listGamesByStatus } from '../data/games/items';
import { listMenuItems, listPagesByStatus } from '../data/pages';
import { toGameSummary } from './games';
import { gamePayload } from './play-payload';

/** A value for each language. */
const inEach = <T>(of: (locale: Locale) => T) => Object.fromEntries(LOCALES.map((locale) => [locale, of(locale)])) as Record<Locale, T>;

export type SiteData = Pick<StaticSiteInput, 'games' | 'payloads' | 'pages' | 'menu' | 'competitions'>;

/**
 * The public data the pre-rendered pages show, from live games with their content, the pages and the
 * menu items: the live quizzes by number as the catalogue summarises them and as GET /api/game/{id}
 * gives them, the published pages and the menu as GET /api/pages and GET /api/menu answer them.
 * The build (from the seed) and a publish (from the table) both shape their input here.
 */
export function siteData(live: readonly GameContent[], pages: readonly Page[], menu: readonly MenuItem[], competitions: readonly Competition[] = []): SiteData {
  const games = live.filter((content) => content.game.status === 'live').sort((a, b) => a.game.number - b.game.number);
  const liveGames = games.map(({ game }) => game);
  return {
    // The published competitions' rules pages (their quizzes: the live ones).
    competitions: competitions.filter((c) => c.status === 'published').map((c) => toPublicCompetition(c, liveGames)),
    games: inEach((locale) => games.map(({ game }) => toGameSummary(game, locale))),
    payloads: inEach((locale) => new Map(games.map((content) => [content.game.id, gamePayload(content, locale)]))),
    pages: publicPages(pages),
    menu: inEach((locale) => publicMenu(menu, pages, locale)),
  };
}

/** The same from the table, as it is now (uncached reads: a publish must see the latest writes). */
export async function currentSiteData(): Promise<SiteData> {
  const [live, pages, menu, competitions] = await Promise.all([
    listGamesByStatus('live'),
    listPagesByStatus('published'),
    Promise.all(LOCALES.map((locale) => listMenuItems(locale))).then((lists) => lists.flat()),
    listPublishedCompetitions(),
  ]);
  const contents = await Promise.all(live.map((game) => readGameContent(game.id)));
  return siteData(contents.filter((content): content is GameContent => content !== undefined), pages, menu, competitions);
}
