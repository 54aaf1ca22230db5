import type { ScoreServer } from '../schemas/scores';

/**
 * SPEC §4 rules over the scores of ONE game. They take any score with the server form's fields, so
 * the web app (Score, with sync) and the functions (stored server scores) rank alike.
 */

/** A missing part ranks below every part: with parts, a score without one never wins. */
const partRank = (part: number | undefined): number => part ?? Number.NEGATIVE_INFINITY;

/** Sort order of two numbers, safe with infinities (their difference may be NaN). */
const ascending = (x: number, y: number): number => (x === y ? 0 : x < y ? -1 : 1);

/** Earlier part first; a score without parts comes before any part. */
function compareParts(a: ScoreServer, b: ScoreServer): number {
  const { summary: sa } = a.data;
  const { summary: sb } = b.data;
  return ascending(partRank(sa.partIndex), partRank(sb.partIndex)) || ascending(partRank(sa.runPart), partRank(sb.runPart));
}

/**
 * Negative when `a` is the better score. SPEC §4: "when parts exist, the highest part index wins,
 * then the highest run part. Otherwise among complete scores the highest score wins, ties go to the
 * latest timestamp; with no complete score the latest is used." Equal parts fall through to the
 * rule without parts.
 */
export function compareForBest(a: ScoreServer, b: ScoreServer): number {
  const byPart = compareParts(b, a);
  if (byPart !== 0) return byPart;
  if (a.complete !== b.complete) return a.complete ? -1 : 1;
  return (a.complete ? ascending(b.score, a.score) : 0) || ascending(b.timestamp, a.timestamp);
}

export function bestScore<S extends ScoreServer>(scores: readonly S[]): S | undefined {
  return [...scores].sort(compareForBest)[0];
}

/** SPEC §4: "A game is completed when its best score has complete true." */
export function isGameCompleted(scores: readonly ScoreServer[]): boolean {
  return bestScore(scores)?.complete === true;
}

/**
 * SPEC §4: "First completion is the complete score with the earliest timestamp, ordered by part."
 * The earliest timestamp decides (the first time the player completed it); the part order only breaks
 * a tie of timestamps.
 */
export function firstCompletion<S extends ScoreServer>(scores: readonly S[]): S | undefined {
  return scores
    .filter((s) => s.complete)
    .sort((a, b) => ascending(a.timestamp, b.timestamp) || compareParts(a, b))[0];
}

/** The score of the first play of a game, complete or not: the earliest timestamp. */
export function firstScore<S extends ScoreServer>(scores: readonly S[]): S | undefined {
  return [...scores].sort((a, b) => ascending(a.timestamp, b.timestamp) || compareParts(a, b))[0];
}

/**
 * SPEC §5: "A game is a max first-play score when the first score equals the number of references
 * and is above 0." The score is now on /10, so "equals the number of references" is read in points
 * (a find is 1, a hinted find 1/2): every reference of the game found, none with a hint. Counted from
 * the summary rather than from the rounded /10 score, which reaches 10.0 one half-point short on a
 * game of 200 references.
 */
export function isMaxFirstPlay(scores: readonly ScoreServer[], gameReferencesCount: number): boolean {
  const first = firstScore(scores);
  return first !== undefined && isMaxFirstPlayOf(first.data.summary, gameReferencesCount);
}

/** The same rule on the first play's summary alone (a player's record of a game keeps only that). */
export function isMaxFirstPlayOf(first: { refsFound: number; refsHinted: number }, gameReferencesCount: number): boolean {
  return gameReferencesCount > 0 && first.refsFound === gameReferencesCount && first.refsHinted === 0;
}
