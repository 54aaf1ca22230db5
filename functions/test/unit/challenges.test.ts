import { describe, expect, it } from 'vitest';
import { challengeViewSchema } from '@quiz/shared';
import { isExpired, resultOfPlay, roleOf, viewOf } from '../../src/domain/challenges';
import type { ChallengeItem } from '../../src/data/challenges';
import type { ScoredPlay } from '../../src/data/scores';
import { digestOf } from '../../src/lib/player';

/** The pure rules of challenges (docs/adr/0032-challenges.md); the calls are tested against DynamoDB Local. */

const FRIEND_SECRET = 'F'.repeat(43);
const challenge = (extra: Partial<ChallengeItem> = {}): ChallengeItem => ({
  hash: 'h'.repeat(24), gameId: 1, locale: 'en', title: 'Quiz 1', slug: 'quiz-1', promise: 'email',
  challengerSub: 'sub-ada', challengerName: 'Ada', challengerPlayId: 'p1',
  challengerResult: { score: 7.5, found: 3, total: 4, durationMs: 90_000 },
  createdAt: '2026-11-26T10:00:00.000Z', expiresAt: Date.parse('2026-12-26T10:00:00.000Z') / 1000,
  ...extra,
});
const answered = (extra: Partial<ChallengeItem> = {}) => challenge({
  friendPlayId: 'p2', friendSub: null, friendDigest: digestOf(FRIEND_SECRET), friendName: null,
  friendResult: { score: 5, found: 2, total: 4, durationMs: 180_000 }, answeredAt: '2026-11-26T11:00:00.000Z', ...extra,
});

describe('hidden before done: what each caller may see', () => {
  it('a visitor never gets a result, nor the promise, whether the challenge is open or taken', () => {
    for (const item of [challenge(), answered()]) {
      const view = viewOf(item, 'visitor');
      expect(challengeViewSchema.parse(view)).toEqual(view);
      expect(view).not.toHaveProperty('challengerResult');
      expect(view).not.toHaveProperty('friendResult');
      expect(view).not.toHaveProperty('friendName');
      expect(view).not.toHaveProperty('promise');
      expect(JSON.stringify(view)).not.toContain('7.5');
    }
    expect(viewOf(answered(), 'visitor').status).toBe('taken');
  });

  it('the friend who answered sees both results side by side; the challenger sees both, and the promise', () => {
    expect(viewOf(answered(), 'friend')).toMatchObject({ challengerResult: { score: 7.5 }, friendResult: { score: 5 }, friendName: null });
    expect(viewOf(answered(), 'friend')).not.toHaveProperty('promise');
    expect(viewOf(answered(), 'challenger')).toMatchObject({ promise: 'email', challengerResult: { score: 7.5 }, friendResult: { score: 5 } });
    expect(viewOf(challenge(), 'challenger')).not.toHaveProperty('friendResult');
  });
});

describe('who the caller is to a challenge', () => {
  it('the challenger by their account; the friend by the account or the browser that owned the answering play; anyone else a visitor', () => {
    expect(roleOf(answered(), { sub: 'sub-ada', secretDigest: null })).toBe('challenger');
    expect(roleOf(answered(), { sub: null, secretDigest: digestOf(FRIEND_SECRET) })).toBe('friend');
    expect(roleOf(answered({ friendSub: 'sub-grace', friendDigest: null }), { sub: 'sub-grace', secretDigest: null })).toBe('friend');
    expect(roleOf(answered(), { sub: null, secretDigest: digestOf('X'.repeat(43)) })).toBe('visitor');
    expect(roleOf(answered(), { sub: null, secretDigest: null })).toBe('visitor');
    // Before anyone answered, nobody but the challenger is more than a visitor.
    expect(roleOf(challenge(), { sub: null, secretDigest: digestOf(FRIEND_SECRET) })).toBe('visitor');
  });
});

describe('expiry', () => {
  it('a challenge is gone at its expiry, whether or not the TTL has deleted it yet', () => {
    const item = challenge();
    expect(isExpired(item, item.expiresAt * 1000 - 1)).toBe(false);
    expect(isExpired(item, item.expiresAt * 1000)).toBe(true);
  });
});

describe('a result is read from the play, never sent', () => {
  const play = (extra: Partial<ScoredPlay> = {}): ScoredPlay => ({
    playId: 'p', gameId: 1, mode: 'FREE', locale: 'en', sub: null, ownerDigest: null, startedAt: 1_000_000, endsAt: 1_180_000, endedAt: 1_060_000,
    partIndex: 0, runPart: 1, runEndedAt: null, continuedBy: null, carried: { consumed: 0, found: 0, revealed: 0 }, looseGuesses: 0, missesFree: 0, question: null, asked: [], test: false, version: 1,
    refs: {
      a: { status: 'found', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 1 },
      b: { status: 'found', hintsUsed: 1, errorsFree: 0, errorsQuiz: 0, guesses: 1 },
      c: { status: 'revealed', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 0 },
      d: { status: 'open', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 0 },
    },
    scoredAt: 1_061_000, score: 3.8, ...extra,
  });

  it('the recorded score, the references found of the play\'s, the time from start to end', () => {
    expect(resultOfPlay(play())).toEqual({ score: 3.8, found: 2, total: 4, durationMs: 60_000 });
  });

  it('a play the clock ended counts the whole clock, never more', () => {
    expect(resultOfPlay(play({ endedAt: null })).durationMs).toBe(180_000);
    expect(resultOfPlay(play({ endedAt: 1_185_000 })).durationMs).toBe(180_000);
  });
});
