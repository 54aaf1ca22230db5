import { describe, expect, it } from 'vitest';
import { bestScore, firstCompletion, firstScore, isGameCompleted, isMaxFirstPlay } from '../../src/scores';
import { foundQuestion, makeScore, question, type ScoreFixture } from './fixtures';

/** Scores told apart by their timestamp, which every table below gives. */
const at = (timestamp: number, fixture: ScoreFixture = {}) => makeScore({ timestamp, ...fixture });
const part = (partIndex: number, runPart?: number) => ({
  summary: runPart === undefined ? { partIndex } : { partIndex, runPart },
});

describe('best score (SPEC §4)', () => {
  it.each([
    ['"when parts exist, the highest part index wins"', [at(1, { ...part(2), complete: true, score: 10 }), at(2, { ...part(3), complete: false, score: 1 }), at(3, part(1))], 2],
    ['"then the highest run part"', [at(1, part(2, 3)), at(2, part(2, 1)), at(3, part(2))], 1],
    ['with parts, a score without a part never wins', [at(1, { complete: true, score: 10 }), at(2, { ...part(0), complete: false, score: 0 })], 2],
    ['"Otherwise among complete scores the highest score wins"', [at(1, { score: 6 }), at(2, { score: 8 }), at(3, { score: 7 }), at(4, { complete: false, score: 10 })], 2],
    ['"ties go to the latest timestamp"', [at(1, { score: 8 }), at(3, { score: 8 }), at(2, { score: 8 })], 3],
    ['"with no complete score the latest is used"', [at(1, { complete: false, score: 9 }), at(3, { complete: false, score: 2 }), at(2, { complete: false, score: 5 })], 3],
    ['equal parts fall to the rule without parts', [at(1, { ...part(1, 1), score: 9 }), at(2, { ...part(1, 1), score: 7 })], 1],
  ])('%s', (_, scores, winner) => {
    expect(bestScore(scores)?.timestamp).toBe(winner);
  });

  it('has no best score without scores', () => {
    expect(bestScore([])).toBeUndefined();
  });
});

describe('first completion (SPEC §4)', () => {
  it('"First completion is the complete score with the earliest timestamp"', () => {
    expect(firstCompletion([at(3), at(1, { complete: false }), at(2), at(4)])?.timestamp).toBe(2);
  });

  it('the earliest timestamp decides before the part: the first time the player completed it', () => {
    expect(firstCompletion([at(2, part(1)), at(1, part(2))])?.timestamp).toBe(1);
  });

  it('"ordered by part": the lower part first when two completions share a timestamp', () => {
    const later = at(2, part(2));
    const earlier = at(2, part(1));
    expect(firstCompletion([later, earlier])).toBe(earlier);
    expect(firstCompletion([earlier, later])).toBe(earlier);
  });

  it('is undefined when no score is complete', () => {
    expect(firstCompletion([at(1, { complete: false })])).toBeUndefined();
  });
});

describe('game completed (SPEC §4)', () => {
  it.each([
    ['complete', [at(1, { complete: false, score: 9 }), at(2, { complete: true, score: 3 })], true],
    ['not complete', [at(1, { complete: false }), at(2, { complete: false })], false],
    ['not complete (highest part not complete)', [at(1, { ...part(1), complete: true }), at(2, { ...part(2), complete: false })], false],
    ['not complete (no score)', [], false],
  ])('"A game is completed when its best score has complete true": %s', (_, scores, completed) => {
    expect(isGameCompleted(scores)).toBe(completed);
  });
});

describe('max first-play score (SPEC §5)', () => {
  const perfect = [foundQuestion(1), foundQuestion(2), foundQuestion(3)];
  const hinted = [foundQuestion(1), foundQuestion(2, { refHinted: true, refHintKind: 'main' }), foundQuestion(3)];
  const missed = [foundQuestion(1), foundQuestion(2), question(3)];

  it.each([
    ['every reference found at the first play', [at(1, { questions: perfect }), at(2, { questions: missed })], 3, true],
    ['a hint used at the first play (9.5, not the maximum)', [at(1, { questions: hinted, score: 8.3 })], 3, false],
    ['the maximum reached only at a later play', [at(2, { questions: perfect }), at(1, { questions: missed })], 3, false],
    ['the first play incomplete but perfect', [at(1, { questions: perfect, complete: false })], 3, true],
    ['a game with more references than the first play found', [at(1, { questions: perfect })], 4, false],
    ['a game of no reference (not above 0)', [at(1, { questions: [question(1)], summary: { refsTotal: 0, refsFound: 0 } })], 0, false],
    ['no score', [], 3, false],
  ])('"the first score equals the number of references and is above 0": %s -> %s', (_, scores, references, max) => {
    expect(isMaxFirstPlay(scores, references)).toBe(max);
  });

  it('the first score is the earliest, complete or not', () => {
    expect(firstScore([at(5), at(2, { complete: false }), at(3)])?.timestamp).toBe(2);
  });
});
