import type { GameSummary, Locale, MapTheme } from '@quiz/shared';
import { listGamesByStatus, type GameItem } from '../data/games';

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
    theme: mapTheme(game.themes),
    thumbnail: game.image.src,
    gameReferencesCount: game.refsCount,
    playedCount: game.playedCount,
    averageScore: averageScore(game.scoreSum, game.playedCount),
    scores: [],
  };
}

/** Live games in the player's language, keyed by id, with the site's reference total. */
export async function liveGameCatalogue(locale: Locale) {
  const games = await listGamesByStatus('live');
  return {
    games: Object.fromEntries(games.map((g) => [String(g.id), toGameSummary(g, locale)])),
    gamesCount: games.length,
    // playedCount: the site's counter comes with score storage (issue 14).
    siteStats: { refsTotal: games.reduce((sum, g) => sum + g.refsCount, 0), playedCount: 0 },
  };
}
