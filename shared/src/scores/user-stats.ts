import { bestScore, isMaxFirstPlay } from './best-score';
import type { Score } from './score';

/**
 * SPEC §3 "User stats" from a player's scores. What each field counts is a choice (docs/scores.md):
 * a play is one score; a quiz counts once, by its best score; references count once each across
 * every play, so that completion compares with the site's total.
 */

/** What the stats need of a game: the init response's games (SPEC §3 "Map game") fit as they are. */
export interface GameFacts {
  theme: string;
  gameReferencesCount: number;
}

export type StatsTheme = 'movie' | 'tv' | 'special';

/** SPEC §3: themes are movie, tv, or special/other. */
export function statsTheme(theme: string): StatsTheme {
  return theme === 'movie' || theme === 'tv' ? theme : 'special';
}

export interface ThemeTotals {
  total: number;
  movie: number;
  tv: number;
  special: number;
}

export interface UserStats {
  /** Plays: every score counts. */
  countGamePlayed: { total: number };
  /** Quizzes whose first play reached the maximum. */
  nbScoreMax1stPlay: number;
  /** Sum of each quiz's best score (/10, rounded to 0.1), per theme. */
  totalScore: ThemeTotals;
  /** Quizzes counted in totalScore (one per quiz played), per theme. */
  countScore: ThemeTotals;
  /** Seconds, summed over every play. */
  playDuration: number;
  /** References consumed (found, revealed or locked) at least once. */
  refsConsumedSite: number;
  /** References found at least once. */
  refsFoundSite: number;
  /** References revealed and never found. */
  refsRevealedSite: number;
}

const emptyTotals = (): ThemeTotals => ({ total: 0, movie: 0, tv: 0, special: 0 });
const roundTenth = (value: number): number => Math.round(value * 10) / 10;

function groupByGame(scores: readonly Score[]): Map<number, Score[]> {
  const byGame = new Map<number, Score[]>();
  for (const score of scores) byGame.set(score.gameId, [...(byGame.get(score.gameId) ?? []), score]);
  return byGame;
}

type RefState = 'found' | 'revealed' | 'consumed';

/** Each reference's furthest state over the plays of one game: found beats revealed beats consumed. */
function referenceStates(scores: readonly Score[]): Map<string, RefState> {
  const states = new Map<string, RefState>();
  for (const question of scores.flatMap((s) => s.data.questions)) {
    const refId = question.gameReferenceId;
    const before = states.get(refId);
    if (refId === '' || before === 'found') continue;
    if (question.refFound) states.set(refId, 'found');
    else if (question.refRevealed) states.set(refId, 'revealed');
    else if (before === undefined && (question.refConsumed || question.refLockedQuiz)) states.set(refId, 'consumed');
  }
  return states;
}

/**
 * Scores of a game missing from `games` (hidden, withdrawn, test) are left out: the site total of
 * references does not count that game either, so completion could pass 100 %.
 */
export function computeUserStats(scores: readonly Score[], games: Readonly<Record<string, GameFacts>>): UserStats {
  const stats: UserStats = {
    countGamePlayed: { total: 0 },
    nbScoreMax1stPlay: 0,
    totalScore: emptyTotals(),
    countScore: emptyTotals(),
    playDuration: 0,
    refsConsumedSite: 0,
    refsFoundSite: 0,
    refsRevealedSite: 0,
  };
  for (const [gameId, played] of groupByGame(scores)) {
    const game = games[String(gameId)];
    const best = bestScore(played);
    if (game === undefined || best === undefined) continue;
    const theme = statsTheme(game.theme);
    stats.countGamePlayed.total += played.length;
    stats.playDuration += played.reduce((sum, s) => sum + s.duration, 0);
    if (isMaxFirstPlay(played, game.gameReferencesCount)) stats.nbScoreMax1stPlay += 1;
    stats.totalScore.total += best.score;
    stats.totalScore[theme] += best.score;
    stats.countScore.total += 1;
    stats.countScore[theme] += 1;
    for (const state of referenceStates(played).values()) {
      stats.refsConsumedSite += 1;
      if (state === 'found') stats.refsFoundSite += 1;
      if (state === 'revealed') stats.refsRevealedSite += 1;
    }
  }
  // Sums of tenths drift in binary (0.1 + 0.2); the stats are shown to a tenth.
  for (const theme of ['total', 'movie', 'tv', 'special'] as const) stats.totalScore[theme] = roundTenth(stats.totalScore[theme]);
  return stats;
}
