import { describe, expect, it } from 'vitest';
import type { RefProgress } from '../../src/game/play-summary';
import { SCORE_ISSUE_CODES } from '../../src/errors';
import { validateScoreAgainstPlay, type PlayFacts, type QuestionServer, type Score, type ScoreProblem } from '../../src/scores';
import { foundQuestion, makeScore, question, revealedQuestion, summaryOf } from './fixtures';

const STARTED = 1_700_000_000_000;
const ref = (status: RefProgress['status'], hintsUsed = 0): RefProgress => ({ status, hintsUsed, errorsFree: 0, errorsQuiz: 0 });

/** r1 found, r2 found with a hint, r3 revealed, r4 open: 1 + 0.5 points of 4 = 3.8 / 10. */
const play: PlayFacts = {
  gameId: 7,
  gameReferencesCount: 4,
  refs: { r1: ref('found'), r2: ref('found', 1), r3: ref('revealed', 2), r4: ref('open') },
  startedAt: STARTED,
  endedAt: null,
  partIndex: 1,
  runPart: 2,
};

const honestQuestions = (): QuestionServer[] => [
  foundQuestion(1),
  foundQuestion(2, { refHinted: true, refHintKind: 'main' }),
  revealedQuestion(3, { refHinted: true, refHintKind: 'backup' }),
  question(4),
];

/** The honest score of `play`, with its summary recomputed from the questions given. */
const scoreOf = (questions = honestQuestions(), fields: Partial<Score> = {}): Score =>
  makeScore({ gameId: 7, score: 3.8, duration: 150, questions, ...fields });

/** The fields named, as `questions[3].refFound` (the score's `data` left out). */
const fields = (problems: ScoreProblem[]) =>
  problems.map((p) => (p.path[0] === 'data' ? p.path.slice(1) : p.path).map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('').replace('.[', '['));

describe('score plausibility against its play', () => {
  it('finds nothing wrong with the score the play made', () => {
    expect(validateScoreAgainstPlay(scoreOf(), play)).toEqual([]);
  });

  it('"references found no more than the play found"', () => {
    const questions = honestQuestions();
    questions[3] = foundQuestion(4);
    expect(fields(validateScoreAgainstPlay(scoreOf(questions), play))).toEqual(['questions[3].refFound', 'summary.refsFound']);
  });

  it.each([
    [3.8, []],
    [3.84, []],
    [3.75, []],
    [3.9, ['score']],
    [10, ['score']],
  ])('the score is no more than the play earned: %d -> %j', (value, problems) => {
    expect(fields(validateScoreAgainstPlay(scoreOf(undefined, { score: value }), play))).toEqual(problems);
  });

  it.each([
    ['at the clock plus grace', null, 185, []],
    ['past the clock plus grace', null, 185.5, ['duration']],
    ['within a play finished after 60 s (plus grace)', STARTED + 60_000, 65, []],
    ['longer than a play finished after 60 s', STARTED + 60_000, 66, ['duration']],
  ])('"duration within the clock (+grace)": %s', (_, endedAt, duration, problems) => {
    expect(fields(validateScoreAgainstPlay(scoreOf(undefined, { duration }), { ...play, endedAt }))).toEqual(problems);
  });

  it('"question indexes in range 1..refsTotal"', () => {
    const questions = honestQuestions();
    questions[0] = foundQuestion(0, { gameReferenceId: 'r1' });
    questions[3] = question(5, { gameReferenceId: 'r4' });
    expect(fields(validateScoreAgainstPlay(scoreOf(questions), play))).toEqual(['questions[0].questionIndex', 'questions[3].questionIndex']);
  });

  it('"question indexes ... unique"', () => {
    const questions = honestQuestions();
    questions[3] = question(3, { gameReferenceId: 'r4' });
    expect(fields(validateScoreAgainstPlay(scoreOf(questions), play))).toEqual(['questions[3].questionIndex']);
  });

  it('each question names a reference of the play, once', () => {
    const questions = honestQuestions();
    questions[2] = revealedQuestion(3, { gameReferenceId: 'r9', refHinted: true });
    questions[3] = question(4, { gameReferenceId: 'r1' });
    expect(fields(validateScoreAgainstPlay(scoreOf(questions), play))).toEqual(['questions[2].gameReferenceId', 'questions[3].gameReferenceId']);
  });

  it('"refsTotal equal to the game\'s reference count"', () => {
    expect(fields(validateScoreAgainstPlay(scoreOf(), { ...play, gameReferencesCount: 5 }))).toEqual(['summary.refsTotal']);
  });

  it('names a score of another game', () => {
    expect(fields(validateScoreAgainstPlay(scoreOf(undefined, { gameId: 8 }), play))).toEqual(['gameId']);
  });

  it('"summary consistent with its questions": errorCountFree counts every miss of the play, so it may exceed its questions\' (misses on no reference), never fall short', () => {
    const honest = scoreOf();
    const withFree = (errorCountFree: number) => ({ ...honest, data: { ...honest.data, summary: { ...honest.data.summary, errorCountFree } } });
    const questionsCount = honest.data.summary.errorCountFree;
    expect(validateScoreAgainstPlay(withFree(questionsCount + 3), play)).toEqual([]);
    expect(fields(validateScoreAgainstPlay(withFree(questionsCount - 1), play))).toEqual(['summary.errorCountFree']);
  });

  it.each(['refsConsumed', 'refsRevealed', 'refsLockedQuiz', 'refsHinted', 'errorCountQuiz'] as const)(
    '"summary consistent with its questions": %s',
    (field) => {
      const honest = scoreOf();
      const summary = { ...summaryOf(honest.data.questions, 4), [field]: honest.data.summary[field] + 1 };
      expect(validateScoreAgainstPlay({ ...honest, data: { ...honest.data, summary } }, play)).toEqual([
        { code: 'summary_mismatch', path: ['data', 'summary', field], message: `${summary[field]}, its questions count ${honest.data.summary[field]}` },
      ]);
    },
  );

  it('"each part\'s score is recorded with partIndex and runPart", as its play has them (docs/game.md "Runs in parts")', () => {
    const withParts = (partIndex: number, runPart: number) => {
      const honest = scoreOf();
      return { ...honest, data: { ...honest.data, summary: { ...honest.data.summary, partIndex, runPart } } };
    };
    expect(validateScoreAgainstPlay(withParts(1, 2), play)).toEqual([]);
    // A part claimed further on (or a later run) would outrank the real best score: refused, by code and field.
    expect(validateScoreAgainstPlay(withParts(3, 2), play).map((p) => [p.code, fields([p])[0]])).toEqual([['part_mismatch', 'summary.partIndex']]);
    expect(validateScoreAgainstPlay(withParts(1, 5), play).map((p) => [p.code, fields([p])[0]])).toEqual([['part_mismatch', 'summary.runPart']]);
    // A score of before runs names no part: nothing to check.
    expect(validateScoreAgainstPlay(scoreOf(), play)).toEqual([]);
  });

  it('"summary consistent with its questions": refsFound below what the questions found', () => {
    const honest = scoreOf();
    const summary = { ...honest.data.summary, refsFound: 1 };
    expect(fields(validateScoreAgainstPlay({ ...honest, data: { ...honest.data, summary } }, play))).toEqual(['summary.refsFound']);
  });
});

describe('rule failures are values: a stable code and a path, words apart (docs/scores.md "Plausibility of a posted score")', () => {
  it('names each broken rule by its code and the field by its path within the score', () => {
    const questions = honestQuestions();
    questions[3] = foundQuestion(4);
    expect(validateScoreAgainstPlay(scoreOf(questions, { duration: 400 }), play).map(({ code, path }) => ({ code, path }))).toEqual([
      { code: 'duration_exceeds_play', path: ['duration'] },
      { code: 'found_not_in_play', path: ['data', 'questions', 3, 'refFound'] },
      { code: 'found_exceeds_play', path: ['data', 'summary', 'refsFound'] },
    ]);
  });

  it('uses only the codes of the closed list', () => {
    const questions = honestQuestions();
    questions[0] = { ...foundQuestion(9), gameReferenceId: 'r9' };
    questions[2] = foundQuestion(2);
    const problems = validateScoreAgainstPlay(scoreOf(questions, { gameId: 8, score: 10, duration: 999 }), { ...play, gameReferencesCount: 5 });
    expect(problems.length).toBeGreaterThan(5);
    for (const p of problems) expect(SCORE_ISSUE_CODES).toContain(p.code);
  });
});

