import type { ScoreServer } from '../schemas/scores';
import { bestScore, firstScore, isMaxFirstPlayOf } from './best-score';
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

/**
 * What the stats need of one quiz's plays, whatever their number: a player's record of a game. The
 * server sends these instead of every play, and the page computes the same stats from
 * them as from the plays themselves.
 */
export interface PlayedGameFacts {
  gameId: number;
  /** The best score's points /10 (SPEC §4 rule). */
  bestScore: number;
  /** Plays of this quiz. */
  plays: number;
  /** Seconds, summed over its plays. */
  playDuration: number;
  /** Whether its first play found every reference of the quiz, none with a hint (SPEC §5), as counted then. */
  firstPlay: { refsFound: number; refsHinted: number };
  /** Distinct references consumed, found, and revealed never found, over its plays. */
  refs: { consumed: number; found: number; revealed: number };
}

function groupByGame<S extends ScoreServer>(scores: readonly S[]): Map<number, S[]> {
  const byGame = new Map<number, S[]>();
  for (const score of scores) byGame.set(score.gameId, [...(byGame.get(score.gameId) ?? []), score]);
  return byGame;
}

type RefState = 'found' | 'revealed' | 'consumed';

/** Each reference's furthest state over the plays of one game: found beats revealed beats consumed. */
function referenceStates(scores: readonly ScoreServer[]): Map<string, RefState> {
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
 * One record per quiz played, with its best score in full (what the page keeps and shows) and, when
 * it is another play, the latest one (a run in parts goes on from its latest part, on any device).
 */
export function summarisePlayedGames<S extends ScoreServer>(scores: readonly S[]): (PlayedGameFacts & { best: S; latest?: S })[] {
  const records: (PlayedGameFacts & { best: S; latest?: S })[] = [];
  for (const [gameId, played] of groupByGame(scores)) {
    const best = bestScore(played);
    const first = firstScore(played);
    if (best === undefined || first === undefined) continue;
    const states = [...referenceStates(played).values()];
    const latest = played.reduce((a, b) => (b.timestamp > a.timestamp ? b : a));
    records.push({
      gameId,
      best,
      ...(latest === best ? {} : { latest }),
      bestScore: best.score,
      plays: played.length,
      playDuration: played.reduce((sum, s) => sum + s.duration, 0),
      firstPlay: { refsFound: first.data.summary.refsFound, refsHinted: first.data.summary.refsHinted },
      refs: {
        consumed: states.length,
        found: states.filter((state) => state === 'found').length,
        revealed: states.filter((state) => state === 'revealed').length,
      },
    });
  }
  return records;
}

/**
 * SPEC §3 "User stats" from a player's records of the quizzes they played. Records of a game missing
 * from `games` (hidden, withdrawn, test) are left out: the site total of references does not count
 * that game either, so completion could pass 100 %.
 */
export function statsOfPlayedGames(played: readonly PlayedGameFacts[], games: Readonly<Record<string, GameFacts>>): UserStats {
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
  for (const record of played) {
    const game = games[String(record.gameId)];
    if (game === undefined || record.plays === 0) continue;
    const theme = statsTheme(game.theme);
    stats.countGamePlayed.total += record.plays;
    stats.playDuration += record.playDuration;
    if (isMaxFirstPlayOf(record.firstPlay, game.gameReferencesCount)) stats.nbScoreMax1stPlay += 1;
    stats.totalScore.total += record.bestScore;
    stats.totalScore[theme] += record.bestScore;
    stats.countScore.total += 1;
    stats.countScore[theme] += 1;
    stats.refsConsumedSite += record.refs.consumed;
    stats.refsFoundSite += record.refs.found;
    stats.refsRevealedSite += record.refs.revealed;
  }
  // Sums of tenths drift in binary (0.1 + 0.2); the stats are shown to a tenth.
  for (const theme of ['total', 'movie', 'tv', 'special'] as const) stats.totalScore[theme] = roundTenth(stats.totalScore[theme]);
  return stats;
}

/** SPEC §3 "User stats" from every play of a player (what this browser holds of an anonymous player). */
export function computeUserStats(scores: readonly Score[], games: Readonly<Record<string, GameFacts>>): UserStats {
  return statsOfPlayedGames(summarisePlayedGames(scores), games);
}
