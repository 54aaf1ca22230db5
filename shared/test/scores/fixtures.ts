import type { QuestionServer, Score, SummaryServer } from '../../src/scores';

/** A question of reference `r{index}`, open unless told otherwise. */
export function question(index: number, overrides: Partial<QuestionServer> = {}): QuestionServer {
  return {
    questionIndex: index,
    gameReferenceId: `r${index}`,
    gameResponseId: `resp${index}`,
    refConsumed: false,
    refFound: false,
    refRevealed: false,
    refLockedQuiz: false,
    refHinted: false,
    refHintKind: null,
    errorCountQuiz: 0,
    errorCountFree: 0,
    ...overrides,
  };
}

export const foundQuestion = (index: number, overrides: Partial<QuestionServer> = {}) =>
  question(index, { refConsumed: true, refFound: true, ...overrides });
export const revealedQuestion = (index: number, overrides: Partial<QuestionServer> = {}) =>
  question(index, { refConsumed: true, refRevealed: true, ...overrides });

/** The summary its questions add up to. */
export function summaryOf(questions: readonly QuestionServer[], refsTotal = questions.length): SummaryServer {
  const count = (flag: (q: QuestionServer) => boolean) => questions.filter(flag).length;
  return {
    refsTotal,
    refsConsumed: count((q) => q.refConsumed),
    refsFound: count((q) => q.refFound),
    refsRevealed: count((q) => q.refRevealed),
    refsLockedQuiz: count((q) => q.refLockedQuiz),
    refsHinted: count((q) => q.refHinted),
    errorCountQuiz: questions.reduce((n, q) => n + q.errorCountQuiz, 0),
    errorCountFree: questions.reduce((n, q) => n + q.errorCountFree, 0),
  };
}

export interface ScoreFixture extends Partial<Omit<Score, 'data'>> {
  questions?: QuestionServer[];
  summary?: Partial<SummaryServer>;
}

/** A score of game 1 with one found reference of one, unless told otherwise. */
export function makeScore(fixture: ScoreFixture = {}): Score {
  const { questions = [foundQuestion(1)], summary = {}, ...fields } = fixture;
  return {
    gameId: 1,
    complete: true,
    score: 10,
    duration: 60,
    timestamp: 1_700_000_000_000,
    sync: false,
    ...fields,
    data: { summary: { ...summaryOf(questions), ...summary }, questions },
  };
}

export const PLAY_A = '3f1b1c1e-8a7d-4e2b-9c1d-2b3a4c5d6e7f';
export const PLAY_B = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
