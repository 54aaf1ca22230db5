import { compareForBest, firstScore, type PlayedGame, type ScoreServer, type StoredScore } from '@quiz/shared';
import { getQuizRecords, putBuiltQuizRecords, queryQuizRecords, type QuizRecordItem, type QuizRecords } from '../data/quiz-records';
import { listScoresOfUser } from '../data/scores';

/**
 * A player's record of each quiz (docs/scores.md "Records of quizzes"): the same facts as
 * `summarisePlayedGames` over every verified play of the quiz, kept by folding each newly recorded
 * play into the record, so that init reads one record a quiz, never every play.
 */

type RefState = QuizRecordItem['refStates'][string];
const RANK: Record<RefState, number> = { consumed: 1, revealed: 2, found: 3 };

/** A reference's state in one play: found, else revealed, else consumed (or locked); none when untouched. */
function stateIn(question: ScoreServer['data']['questions'][number]): RefState | undefined {
  if (question.refFound) return 'found';
  if (question.refRevealed) return 'revealed';
  return question.refConsumed || question.refLockedQuiz ? 'consumed' : undefined;
}

type FirstPlay = QuizRecordItem['first'];
const firstOf = (score: ScoreServer): FirstPlay => {
  const { partIndex, runPart, refsFound, refsHinted } = score.data.summary;
  return { timestamp: score.timestamp, partIndex, runPart, refsFound, refsHinted };
};
/** firstScore reads a score's timestamp and parts only: the kept first play is ranked as one. */
const asRanked = (first: FirstPlay) => ({ timestamp: first.timestamp, data: { summary: first } }) as unknown as ScoreServer;

/** Only the score fields (a stored copy also holds its keys and when it was recorded): what the answers give. */
export const toStoredScore = ({ gameId, playId, complete, score, duration, timestamp, data, verified }: StoredScore): StoredScore =>
  ({ gameId, playId, complete, score, duration, timestamp, data, verified });

const sameScore = (a: StoredScore, b: StoredScore) => a.playId === b.playId && a.timestamp === b.timestamp;

/** The record with one more verified play of its quiz (the play must not be in it already). */
export function foldIntoRecord(record: QuizRecordItem | undefined, score: StoredScore): QuizRecordItem {
  const refStates = { ...(record?.refStates ?? {}) };
  for (const question of score.data.questions) {
    const state = stateIn(question);
    const before = refStates[question.gameReferenceId];
    if (question.gameReferenceId === '' || state === undefined) continue;
    if (before === undefined || RANK[state] > RANK[before]) refStates[question.gameReferenceId] = state;
  }
  if (!record) {
    return { gameId: score.gameId, best: score, first: firstOf(score), plays: 1, playDuration: score.duration, refStates, version: 0 };
  }
  const best = compareForBest(score, record.best) < 0 ? score : record.best;
  const latestBefore = record.latest ?? record.best;
  const latest = score.timestamp > latestBefore.timestamp ? score : latestBefore;
  const kept = asRanked(record.first);
  const first = firstScore([kept, asRanked(firstOf(score))]) === kept ? record.first : firstOf(score);
  return {
    gameId: record.gameId,
    best,
    ...(sameScore(latest, best) ? {} : { latest }),
    first,
    plays: record.plays + 1,
    playDuration: record.playDuration + score.duration,
    refStates,
    version: record.version,
  };
}

/** What init answers for a quiz (`playedGameSchema`), from its record. */
export function playedGameOf(record: QuizRecordItem): PlayedGame {
  const states = Object.values(record.refStates);
  return {
    gameId: record.gameId,
    best: record.best,
    ...(record.latest ? { latest: record.latest } : {}),
    bestScore: record.best.score,
    plays: record.plays,
    playDuration: record.playDuration,
    firstPlay: { refsFound: record.first.refsFound, refsHinted: record.first.refsHinted },
    refs: {
      consumed: states.length,
      found: states.filter((s) => s === 'found').length,
      revealed: states.filter((s) => s === 'revealed').length,
    },
  };
}

/** The records of every quiz of these verified scores. */
export function recordsOf(scores: readonly StoredScore[]): QuizRecordItem[] {
  const records = new Map<number, QuizRecordItem>();
  for (const score of scores) records.set(score.gameId, foldIntoRecord(records.get(score.gameId), score));
  return [...records.values()];
}

/**
 * Scores recorded before records existed: the player's records are built once from every verified
 * copy (the only read of every copy left), the first time init or a recording finds no marker.
 */
async function buildQuizRecords(sub: string): Promise<void> {
  const copies = (await listScoresOfUser(sub)).filter((s) => s.verified);
  await putBuiltQuizRecords(sub, recordsOf(copies.map(toStoredScore)));
}

/** Every record of a signed-in player, in quiz order (GET /api/init): one Query. */
export async function playedGamesOfUser(sub: string): Promise<PlayedGame[]> {
  let read = await queryQuizRecords(sub);
  if (!read.built) {
    await buildQuizRecords(sub);
    read = await queryQuizRecords(sub);
  }
  return [...read.records.values()].map(playedGameOf).sort((a, b) => a.gameId - b.gameId);
}

/** The records of some quizzes, for a recording (built first when the player has none yet). */
export async function quizRecordsFor(sub: string, gameIds: readonly number[]): Promise<QuizRecords> {
  const read = await getQuizRecords(sub, gameIds);
  if (read.built) return read;
  await buildQuizRecords(sub);
  return getQuizRecords(sub, gameIds);
}
