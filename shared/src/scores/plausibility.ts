import { GAME_DURATION_SECONDS } from '../constants';
import type { ScoreIssueCode } from '../errors';
import { playScore, type RefProgress } from '../game/play-summary';
import { CLOCK_GRACE_SECONDS } from '../schemas/plays';
import type { ScoreServer } from '../schemas/scores';
import type { QuestionServer, SummaryServer } from './score';

/**
 * A posted score is the client's word; the play record is the server's. This pure check lists what
 * in the score the play cannot back, each problem a value (a stable code, the path of the field in
 * the score, words for people), so the functions layer and the page decide from codes, never words.
 */

export interface ScoreProblem {
  code: ScoreIssueCode;
  /** Within the score: ["duration"], ["data", "summary", "refsFound"], ["data", "questions", 3, "refFound"]. */
  path: (string | number)[];
  message: string;
}

const problem = (code: ScoreIssueCode, path: (string | number)[], message: string): ScoreProblem => ({ code, path, message });

/** What the server knows of the play behind a score. The functions' play record fits with one added count. */
export interface PlayFacts {
  gameId: number;
  /** References of the game (its gameReferencesCount). */
  gameReferencesCount: number;
  /** The play's record per reference id: found, revealed, locked or open, hints and errors. */
  refs: Readonly<Record<string, RefProgress>>;
  /** Epoch milliseconds. */
  startedAt: number;
  /** Epoch milliseconds when the play was finished or every reference consumed; null if the clock ended it. */
  endedAt: number | null;
  /** The play's place in its run and the run's number (docs/game.md "Runs in parts"). */
  partIndex: number;
  runPart: number;
}

/** Scores are shown to 0.1 (SPEC §9): compared in tenths, a client's own rounding is never a problem. */
const tenths = (score: number): number => Math.round(score * 10);

const count = (questions: readonly QuestionServer[], flag: (q: QuestionServer) => boolean): number =>
  questions.filter(flag).length;
const sum = (questions: readonly QuestionServer[], value: (q: QuestionServer) => number): number =>
  questions.reduce((total, q) => total + value(q), 0);

function checkIdentity(score: ScoreServer, play: PlayFacts): ScoreProblem[] {
  const { refsTotal } = score.data.summary;
  return [
    ...(score.gameId === play.gameId ? [] : [problem('game_mismatch', ['gameId'], `${score.gameId}, the play is of game ${play.gameId}`)]),
    ...(refsTotal === play.gameReferencesCount
      ? []
      : [problem('refs_total_mismatch', ['data', 'summary', 'refsTotal'], `${refsTotal}, the game has ${play.gameReferencesCount} references`)]),
  ];
}

/**
 * A score names its part as the play does, or names none (a score of before runs); a part claimed
 * higher would rank above the player's real best (SPEC §4 best score: highest part, then run part).
 */
function checkPart(score: ScoreServer, play: PlayFacts): ScoreProblem[] {
  const { partIndex, runPart } = score.data.summary;
  const wrong = (field: 'partIndex' | 'runPart', value: number, expected: number) =>
    value === expected ? [] : [problem('part_mismatch', ['data', 'summary', field], `${value}, the play is ${field} ${expected}`)];
  return [
    ...(partIndex === undefined ? [] : wrong('partIndex', partIndex, play.partIndex)),
    ...(runPart === undefined ? [] : wrong('runPart', runPart, play.runPart)),
  ];
}

/** Duration within the clock (plus the grace guesses get), and within the play's own span when it ended early. */
function checkDuration(score: ScoreServer, play: PlayFacts): ScoreProblem[] {
  const span = play.endedAt === null ? GAME_DURATION_SECONDS : (play.endedAt - play.startedAt) / 1000;
  const allowed = Math.min(GAME_DURATION_SECONDS, span) + CLOCK_GRACE_SECONDS;
  return score.duration <= allowed ? [] : [problem('duration_exceeds_play', ['duration'], `${score.duration} s, the play allows at most ${allowed} s`)];
}

/** Question indexes in 1..refsTotal and unique; each question names a reference of the play, once. */
function checkQuestions(score: ScoreServer, play: PlayFacts): ScoreProblem[] {
  const { questions, summary } = score.data;
  const problems: ScoreProblem[] = [];
  const seenIndexes = new Set<number>();
  const seenRefs = new Set<string>();
  questions.forEach((q, n) => {
    const at = (field: string) => ['data', 'questions', n, field];
    if (!Number.isInteger(q.questionIndex) || q.questionIndex < 1 || q.questionIndex > summary.refsTotal) {
      problems.push(problem('question_index_out_of_range', at('questionIndex'), `${q.questionIndex} is outside 1..${summary.refsTotal}`));
    } else if (seenIndexes.has(q.questionIndex)) {
      problems.push(problem('question_index_repeated', at('questionIndex'), `${q.questionIndex} is repeated`));
    }
    seenIndexes.add(q.questionIndex);
    const ref = Object.hasOwn(play.refs, q.gameReferenceId) ? play.refs[q.gameReferenceId] : undefined;
    if (ref === undefined) problems.push(problem('reference_not_in_play', at('gameReferenceId'), `"${q.gameReferenceId}" is not a reference of the play`));
    else if (seenRefs.has(q.gameReferenceId)) problems.push(problem('reference_repeated', at('gameReferenceId'), `"${q.gameReferenceId}" is repeated`));
    else if (q.refFound && ref.status !== 'found') problems.push(problem('found_not_in_play', at('refFound'), `the play did not find "${q.gameReferenceId}"`));
    seenRefs.add(q.gameReferenceId);
  });
  return problems;
}

/** References found and the score no more than the play found and earned. */
function checkAgainstPlay(score: ScoreServer, play: PlayFacts): ScoreProblem[] {
  const refs = Object.values(play.refs);
  const playFound = refs.filter((r) => r.status === 'found').length;
  const earned = playScore(refs);
  const { refsFound } = score.data.summary;
  return [
    ...(refsFound <= playFound ? [] : [problem('found_exceeds_play', ['data', 'summary', 'refsFound'], `${refsFound}, the play found ${playFound}`)]),
    ...(tenths(score.score) <= tenths(earned) ? [] : [problem('score_exceeds_play', ['score'], `${score.score}, the play earned ${earned}`)]),
  ];
}

/**
 * The summary is what its questions add up to; its free errors at least: they count every miss of
 * the play, wherever it landed, and a question only the misses on its reference (docs/game.md
 * "What a guess may reveal").
 */
function checkSummary(summary: SummaryServer, questions: readonly QuestionServer[]): ScoreProblem[] {
  const expected: [keyof SummaryServer, number][] = [
    ['refsConsumed', count(questions, (q) => q.refConsumed)],
    ['refsFound', count(questions, (q) => q.refFound)],
    ['refsRevealed', count(questions, (q) => q.refRevealed)],
    ['refsLockedQuiz', count(questions, (q) => q.refLockedQuiz)],
    ['refsHinted', count(questions, (q) => q.refHinted)],
    ['errorCountQuiz', sum(questions, (q) => q.errorCountQuiz)],
  ];
  const freeErrors = sum(questions, (q) => q.errorCountFree);
  return [
    ...expected
      .filter(([field, value]) => summary[field] !== value)
      .map(([field, value]) => problem('summary_mismatch', ['data', 'summary', field], `${summary[field]}, its questions count ${value}`)),
    ...(summary.errorCountFree >= freeErrors
      ? []
      : [problem('summary_mismatch', ['data', 'summary', 'errorCountFree'], `${summary.errorCountFree}, its questions count ${freeErrors}`)]),
  ];
}

/** Every problem found, rule by rule; an empty list means the play backs the score. */
export function validateScoreAgainstPlay(score: ScoreServer, play: PlayFacts): ScoreProblem[] {
  return [
    ...checkIdentity(score, play),
    ...checkPart(score, play),
    ...checkDuration(score, play),
    ...checkQuestions(score, play),
    ...checkAgainstPlay(score, play),
    ...checkSummary(score.data.summary, score.data.questions),
  ];
}
