import { describe, expect, it } from 'vitest';
import { playScore, playSummary, type RefProgress } from '../src/game/play-summary';

const ref = (status: RefProgress['status'], hintsUsed = 0, errorsFree = 0, errorsQuiz = 0): RefProgress => ({ status, hintsUsed, errorsFree, errorsQuiz });

describe('play score (SPEC §9: scaled to /10, rounded to 0.1)', () => {
  it.each([
    ['every reference found', [ref('found'), ref('found')], 10],
    ['nothing found', [ref('open'), ref('revealed'), ref('locked')], 0],
    ['one of three found', [ref('found'), ref('open'), ref('open')], 3.3],
    ['two of three found', [ref('found'), ref('found'), ref('open')], 6.7],
    ['a hinted find is worth half', [ref('found', 1), ref('found')], 7.5],
    ['a reveal earns nothing', [ref('revealed', 2), ref('found')], 5],
    ['no reference', [], 0],
  ])('%s → %d / 10', (_, refs, score) => {
    expect(playScore(refs)).toBe(score);
  });
});

describe('play summary, server form (SPEC §3)', () => {
  it('counts consumed, found, revealed, locked, hinted and the errors of each mode', () => {
    expect(
      playSummary([ref('found', 1, 2), ref('revealed', 2, 1), ref('locked', 0, 0, 1), ref('open', 1, 3, 0)]),
    ).toEqual({
      refsTotal: 4, refsConsumed: 3, refsFound: 1, refsRevealed: 1, refsLockedQuiz: 1, refsHinted: 3,
      errorCountQuiz: 1, errorCountFree: 6,
    });
  });
});
