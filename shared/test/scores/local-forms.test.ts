import { describe, expect, it } from 'vitest';
import {
  normaliseScore,
  questionFromLocal,
  questionLocalSchema,
  questionToLocal,
  scoreFromLocal,
  scoreLocalSchema,
  scoreToLocal,
  summaryFromLocal,
  summaryLocalSchema,
  summaryToLocal,
  type SummaryServer,
} from '../../src/scores';
import { foundQuestion, makeScore, question, revealedQuestion, PLAY_A } from './fixtures';

const summary: SummaryServer = {
  refsTotal: 10, refsConsumed: 7, refsFound: 5, refsRevealed: 1, refsLockedQuiz: 1, refsHinted: 3,
  errorCountQuiz: 1, errorCountFree: 4,
};

describe('summary local form (SPEC §3)', () => {
  it('"Local short form: totalRefs, consumed, successTotal, revealed, locked, hintsTotal"', () => {
    expect(summaryToLocal(summary)).toStrictEqual({
      totalRefs: 10, consumed: 7, successTotal: 5, revealed: 1, locked: 1, hintsTotal: 3,
      errorCountQuiz: 1, errorCountFree: 4,
    });
  });

  it.each([
    ['without parts', summary],
    ['with parts', { ...summary, partIndex: 2, runPart: 3 }],
    ['with part 0', { ...summary, partIndex: 0, runPart: 0 }],
  ])('server -> local -> server loses nothing (%s)', (_, server) => {
    const local = summaryToLocal(server);
    expect(summaryLocalSchema.parse(local)).toStrictEqual(local);
    expect(summaryFromLocal(local)).toStrictEqual(server);
  });

  it('local -> server -> local loses nothing', () => {
    const local = summaryToLocal({ ...summary, partIndex: 1 });
    expect(summaryToLocal(summaryFromLocal(local))).toStrictEqual(local);
  });
});

describe('question local form (SPEC §3)', () => {
  it('"Local form: zero-based index i, refId, answerId, done, success (0/1), revealed, locked, hint, hintKind"', () => {
    const server = foundQuestion(3, { refHinted: true, refHintKind: 'backup', errorCountFree: 2 });
    expect(questionToLocal(server)).toStrictEqual({
      i: 2, refId: 'r3', answerId: 'resp3', done: true, success: 1, revealed: false, locked: false,
      hint: true, hintKind: 'backup', errorCountQuiz: 0, errorCountFree: 2,
    });
  });

  it.each([
    ['open', question(1, { gameResponseId: null })],
    ['found with the main hint', foundQuestion(2, { refHinted: true, refHintKind: 'main' })],
    ['revealed', revealedQuestion(4, { errorCountFree: 3 })],
    ['locked in QUIZ', question(5, { refConsumed: true, refLockedQuiz: true, errorCountQuiz: 1 })],
  ])('server -> local -> server loses nothing (%s)', (_, server) => {
    const local = questionToLocal(server);
    expect(questionLocalSchema.parse(local)).toStrictEqual(local);
    expect(questionFromLocal(local)).toStrictEqual(server);
  });

  it('local -> server -> local loses nothing', () => {
    const local = questionToLocal(foundQuestion(1));
    expect(questionToLocal(questionFromLocal(local))).toStrictEqual(local);
  });
});

describe('score local form', () => {
  const score = makeScore({
    playId: PLAY_A,
    sync: true,
    questions: [foundQuestion(1), revealedQuestion(2), question(3)],
    summary: { partIndex: 1 },
  });

  it('server -> local -> server loses nothing, sync included', () => {
    const local = scoreToLocal(score);
    expect(scoreLocalSchema.parse(local)).toStrictEqual(local);
    expect(scoreFromLocal(local)).toStrictEqual(score);
  });

  it('a stored local form reads back as the same score', () => {
    const stored: unknown = JSON.parse(JSON.stringify(scoreToLocal(score)));
    expect(normaliseScore(stored)).toStrictEqual(score);
  });

  it('keeps the log actions', () => {
    const logged = { ...score, data: { ...score.data, logActions: [{ refId: 'r1', action: 'guess' }] } };
    expect(scoreFromLocal(scoreToLocal(logged))).toStrictEqual(logged);
  });
});
