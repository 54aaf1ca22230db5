import { describe, expect, it } from 'vitest';
import { finiteOrZero, normaliseQuestion, normaliseScore, normaliseSummary, readFlag, readHintKind } from '../../src/scores';
import { foundQuestion, makeScore, PLAY_A } from './fixtures';

describe('numbers (SPEC §5)', () => {
  it.each([
    [Number.NaN, 0], [Number.POSITIVE_INFINITY, 0], [Number.NEGATIVE_INFINITY, 0], ['3', 0], [null, 0],
    [undefined, 0], [{}, 0], [true, 0], [3, 3], [0.5, 0.5], [-2, -2],
  ])('"Numeric summary and question fields that are not finite numbers are 0": %s -> %s', (value, expected) => {
    expect(finiteOrZero(value)).toBe(expected);
  });

  it('applies to every numeric field of a summary, in either form', () => {
    expect(normaliseSummary({ totalRefs: '10', consumed: Number.NaN, successTotal: 4, refsRevealed: null, errorCountFree: Infinity }))
      .toStrictEqual({
        refsTotal: 0, refsConsumed: 0, refsFound: 4, refsRevealed: 0, refsLockedQuiz: 0, refsHinted: 0,
        errorCountQuiz: 0, errorCountFree: 0,
      });
  });

  it('applies to the numeric fields of a question', () => {
    expect(normaliseQuestion({ questionIndex: '2', gameReferenceId: 'r2', errorCountQuiz: Number.NaN, errorCountFree: 1 }))
      .toMatchObject({ questionIndex: 0, errorCountQuiz: 0, errorCountFree: 1 });
    expect(normaliseQuestion({ i: Number.NaN, refId: 'r1' })).toMatchObject({ questionIndex: 1 });
  });

  it('keeps "no parts" apart from part 0: absent or null stays absent, anything else unreadable is 0', () => {
    expect(normaliseSummary({ partIndex: null })).not.toHaveProperty('partIndex');
    expect(normaliseSummary({})).not.toHaveProperty('runPart');
    expect(normaliseSummary({ partIndex: 'x', runPart: 2 })).toMatchObject({ partIndex: 0, runPart: 2 });
  });
});

describe('hint kind (SPEC §5)', () => {
  it.each([
    ['main', 'main'], ['backup', 'backup'], ['MAIN', null], ['other', null], ['', null], [1, null], [null, null], [undefined, null],
  ])('"Hint kind is accepted only as main or backup; otherwise null": %s -> %s', (value, expected) => {
    expect(readHintKind(value)).toBe(expected);
  });
});

describe('flags (SPEC §5)', () => {
  it.each([
    [true, true], [1, true], ['1', true],
    [false, false], [0, false], ['0', false], ['true', false], [2, false], [null, false], [undefined, false], [{}, false],
  ])('"Flags read as true for true, 1 or "1"": %s -> %s', (value, expected) => {
    expect(readFlag(value)).toBe(expected);
  });

  it('reads every flag of a question that way, in either form', () => {
    expect(normaliseQuestion({ i: 0, refId: 'r1', done: '1', success: 1, revealed: 'true', locked: 0, hint: true }))
      .toMatchObject({ refConsumed: true, refFound: true, refRevealed: false, refLockedQuiz: false, refHinted: true });
  });
});

describe('normaliseScore', () => {
  const valid = makeScore({ playId: PLAY_A });
  const withData = (data: unknown) => ({ ...valid, data });

  it.each([
    ['an empty questions list', withData({ summary: valid.data.summary, questions: [] })],
    ['no questions list', withData({ summary: valid.data.summary })],
    ['questions that are not a list', withData({ summary: valid.data.summary, questions: { 0: foundQuestion(1) } })],
    ['a list with no question in it', withData({ summary: valid.data.summary, questions: [null, 3, 'q'] })],
    ['no summary', withData({ questions: valid.data.questions })],
    ['a summary that is a list', withData({ summary: [], questions: valid.data.questions })],
    ['no data', { ...valid, data: undefined }],
  ])('"A score is valid for display only if its data has a non-empty questions list and a summary": null for %s', (_, raw) => {
    expect(normaliseScore(raw)).toBeNull();
  });

  it.each([
    ['nothing', undefined], ['a string', 'score'], ['a list', [valid]], ['a score of no game', { ...valid, gameId: 0 }],
    ['a score with a broken game id', { ...valid, gameId: 'one' }],
  ])('is null for %s', (_, raw) => {
    expect(normaliseScore(raw)).toBeNull();
  });

  it('reads a valid server-form score as it is, not synced', () => {
    const { sync: _sync, ...server } = valid;
    expect(normaliseScore(JSON.parse(JSON.stringify(server)))).toStrictEqual({ ...valid, sync: false });
  });

  it('reads the game id of a storage key ("12") as a number', () => {
    expect(normaliseScore({ ...valid, gameId: '12' })?.gameId).toBe(12);
  });

  it('drops a play id that is not a UUID and reads score, duration, timestamp and flags', () => {
    const read = normaliseScore({ ...valid, playId: 'abc', complete: '1', sync: 1, score: '7', duration: Number.NaN, timestamp: null });
    expect(read).not.toHaveProperty('playId');
    expect(read).toMatchObject({ complete: true, sync: true, score: 0, duration: 0, timestamp: 0 });
  });

  it('turns a messy legacy entry into a well-typed score', () => {
    const legacy = {
      gameId: 4, complete: 1, score: 5, duration: 90, timestamp: 1_600_000_000_000, sync: '0',
      data: {
        summary: { totalRefs: 2, consumed: 1, successTotal: 1, revealed: 0, locked: 0, hintsTotal: '1' },
        questions: [
          { i: 0, refId: 12, answerId: null, done: 1, success: 1, hint: 1, hintKind: 'secret' },
          null,
          { i: 1, refId: 'r2' },
        ],
      },
    };
    expect(normaliseScore(legacy)).toStrictEqual({
      gameId: 4, complete: true, score: 5, duration: 90, timestamp: 1_600_000_000_000, sync: false,
      data: {
        summary: {
          refsTotal: 2, refsConsumed: 1, refsFound: 1, refsRevealed: 0, refsLockedQuiz: 0, refsHinted: 0,
          errorCountQuiz: 0, errorCountFree: 0,
        },
        questions: [
          {
            questionIndex: 1, gameReferenceId: '12', gameResponseId: null, refConsumed: true, refFound: true,
            refRevealed: false, refLockedQuiz: false, refHinted: true, refHintKind: null, errorCountQuiz: 0, errorCountFree: 0,
          },
          {
            questionIndex: 2, gameReferenceId: 'r2', gameResponseId: null, refConsumed: false, refFound: false,
            refRevealed: false, refLockedQuiz: false, refHinted: false, refHintKind: null, errorCountQuiz: 0, errorCountFree: 0,
          },
        ],
      },
    });
  });
});
