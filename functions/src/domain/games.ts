import type { GameSummary, Locale, MapTheme, StoredScore } from '@quiz/shared';
import { listGamesByStatus, type GameItem } from '../data/games';
import { getSiteStats, listScoresOfUser } from '../data/scores';
import type { Caller } from '../lib/auth';
import { currentVisitor } from './me';

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

export function toGameSummary(game: GameItem, locale: Locale, scores: StoredScore[] = []): GameSummary {
  return {
    ...localizedGame(game, locale),
    theme: mapTheme(game.themes),
    thumbnail: game.image.src,
    gameReferencesCount: game.refsCount,
    playedCount: game.playedCount,
    averageScore: averageScore(game.scoreSum, game.playedCount),
    scores,
  };
}

/** Live games in the player's language, keyed by id, each with the caller's scores, and the site's stats. */
export async function liveGameCatalogue(locale: Locale, scores: readonly StoredScore[] = []) {
  const [games, site] = await Promise.all([listGamesByStatus('live'), getSiteStats()]);
  const byGame = new Map<number, StoredScore[]>();
  for (const score of [...scores].sort((a, b) => a.timestamp - b.timestamp)) {
    byGame.set(score.gameId, [...(byGame.get(score.gameId) ?? []), score]);
  }
  return {
    games: Object.fromEntries(games.map((g) => [String(g.id), toGameSummary(g, locale, byGame.get(g.id))])),
    gamesCount: games.length,
    siteStats: { refsTotal: games.reduce((sum, g) => sum + g.refsCount, 0), playedCount: site.playedCount },
  };
}

/** Only the score fields of the answer (a stored item also holds its keys and when it was recorded). */
const toStoredScore = ({ gameId, playId, complete, score, duration, timestamp, data, verified }: StoredScore): StoredScore =>
  ({ gameId, playId, complete, score, duration, timestamp, data, verified });

/**
 * The init answer (GET /api/init, and POST /api/post_scores?init=1): live games with the caller's
 * stored scores (one Query on their partition; none when anonymous), the visitor and the site stats.
 * `scores` saves the Query when the caller's scores were just read.
 */
export async function initAnswer(locale: Locale, caller: Caller, scores?: readonly StoredScore[]) {
  const [own, me] = await Promise.all([
    scores ?? (caller.kind === 'user' ? listScoresOfUser(caller.sub) : Promise.resolve([])),
    currentVisitor(caller),
  ]);
  return { ...(await liveGameCatalogue(locale, own.map(toStoredScore))), me };
}
