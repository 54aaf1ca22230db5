import type { GameList, GameSummary, GameTheme, Locale, MapTheme } from '@quiz/shared';
import { listGamesByStatus, type GameItem } from '../data/games/items';
import { getSiteStats } from '../data/scores';
import type { Caller } from '../lib/auth';
import { currentVisitor } from './me';
import { playedGamesOfUser } from './quiz-records';

/** Map theme (SPEC §3): movie or tv when that is the game's first theme, special for the rest. */
export function mapTheme(themes: GameItem['themes']): MapTheme {
  const first = themes[0];
  return first === 'movie' || first === 'tv' ? first : 'special';
}

/** Average score /10 rounded to 0.1 (SPEC §9), null before anyone has played. */
export function averageScore(scoreSum: number, playedCount: number): number | null {
  return playedCount > 0 ? Math.round((scoreSum / playedCount) * 10) / 10 : null;
}

/** What every player-facing form of a game shows, in the player's language. */
export function localizedGame(game: GameItem, locale: Locale) {
  return {
    gameId: game.id,
    number: game.number,
    title: game.title[locale],
    slug: game.slug[locale],
    description: game.description[locale],
    themes: game.themes,
    difficulty: game.difficulty,
    premiumLevel: game.premiumLevel,
  };
}

export function toGameSummary(game: GameItem, locale: Locale): GameSummary {
  return {
    ...localizedGame(game, locale),
    ...(game.uuid && { uuid: game.uuid }),
    theme: mapTheme(game.themes),
    thumbnail: game.image.src,
    ...(game.image.variants && { thumbnailVariants: game.image.variants }),
    gameReferencesCount: game.refsCount,
    playedCount: game.playedCount,
    averageScore: averageScore(game.scoreSum, game.playedCount),
  };
}

/**
 * The public catalogue (GET /api/catalogue): live games in the player's language, keyed by id, and
 * the site's stats. The same for every caller (CloudFront caches it): nothing personal goes in.
 */
export async function liveGameCatalogue(locale: Locale) {
  const [games, site] = await Promise.all([listGamesByStatus('live'), getSiteStats()]);
  return {
    games: Object.fromEntries(games.map((g) => [String(g.id), toGameSummary(g, locale)])),
    gamesCount: games.length,
    siteStats: { refsTotal: games.reduce((sum, g) => sum + g.refsCount, 0), playedCount: site.playedCount },
  };
}

/**
 * The listing calls (GET /api/games, GET /api/games/{theme}; SPEC §7, docs/game.md "Listing calls"):
 * the live games in the player's language, newest first; with a theme, those that name it among
 * their themes (a game of two themes is listed under both). Nothing personal: cached like the catalogue.
 */
export async function liveGameList(locale: Locale, theme?: GameTheme): Promise<GameList> {
  const games = (await listGamesByStatus('live'))
    .filter((game) => !theme || game.themes.includes(theme))
    .sort((a, b) => b.number - a.number)
    .map((game) => toGameSummary(game, locale));
  return { games, gamesCount: games.length };
}

/**
 * The init answer (GET /api/init, and POST /api/post_scores?init=1): the visitor, and a signed-in
 * caller's record of each quiz played (one Query of their records, none when anonymous): it reads
 * one item a quiz played, never every play (docs/scores.md "Records of quizzes").
 */
export async function initAnswer(caller: Caller) {
  const [played, me] = await Promise.all([
    caller.kind === 'user' ? playedGamesOfUser(caller.sub) : Promise.resolve([]),
    currentVisitor(caller),
  ]);
  return { me, played };
}
