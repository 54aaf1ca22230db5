import { describe, expect, it } from 'vitest';
import { incrementsOf, sumIncrements } from '../../src/domain/stats-aggregation';
import { rankBuckets } from '../../src/data/keys';
import { ownRankOf, rankKey } from '../../src/rules/competition-board';

/** Statistics off the score path (functions/src/data/README.md "Statistics off the score path"): what a change adds. */
const play = (extra: Record<string, unknown> = {}) => ({
  pk: 'PLAY#p1', sk: 'META', playId: 'p1', gameId: 7, mode: 'FREE', locale: 'en', sub: null, ownerDigest: null, startedAt: 1, endsAt: 2, endedAt: 2,
  refs: { a: { status: 'found', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 1 }, b: { status: 'revealed', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 1 } },
  looseGuesses: 0, test: false, version: 3, ...extra,
});
const keysOf = (image: { pk: string; sk: string }) => ({ pk: image.pk, sk: image.sk });

describe('what a change of the table adds to the counters', () => {
  it('a play becoming scored: its game (played + 1, score in tenths) and the site (the same, and its references)', () => {
    const after = play({ scoredAt: 5, score: 6.5 });
    expect(incrementsOf({ keys: keysOf(after), oldImage: play(), newImage: after })).toEqual([
      { key: { pk: 'GAME#7', sk: 'META' }, kind: 'game', gameId: 7, adds: { playedCount: 1, scoreSum: 65 } },
      { key: { pk: 'SITE', sk: 'STATS' }, kind: 'site', adds: { playedCount: 1, scoreSum: 65, refsConsumed: 2, refsFound: 1, refsRevealed: 1 } },
    ]);
  });

  it('nothing for a play already scored (a claim, a repeat), a play of a game in test, a play not scored, or any other item', () => {
    const scored = play({ scoredAt: 5, score: 6.5 });
    expect(incrementsOf({ keys: keysOf(scored), oldImage: scored, newImage: { ...scored, sub: 'x' } })).toEqual([]);
    const tested = play({ scoredAt: 5, score: 6.5, test: true });
    expect(incrementsOf({ keys: keysOf(tested), oldImage: play({ test: true }), newImage: tested })).toEqual([]);
    expect(incrementsOf({ keys: keysOf(play()), newImage: play() })).toEqual([]);
    expect(incrementsOf({ keys: { pk: 'SITE', sk: 'STATS' }, newImage: { playedCount: 3 } })).toEqual([]);
  });

  it('a scored play this aggregation cannot read fails the batch (retried, then kept in the dead-letter queue) rather than being dropped', () => {
    expect(() => incrementsOf({ keys: { pk: 'PLAY#x', sk: 'META' }, oldImage: {}, newImage: { scoredAt: 1 } })).toThrow(/cannot read/);
  });

  it('a board entry: the old image leaves its buckets, the new one enters its own; a removed entry counts in none', () => {
    const keyOf = (score: number, durationMs: number) => rankKey({ score, durationMs, startedAt: 0, sub: 's' });
    const entry = (score: number, extra: Record<string, unknown> = {}) => ({ pk: 'COMPETITION#c-1#BOARD#2', sk: 'ENTRY#s', rankKey: keyOf(score, 1500), removed: false, ...extra });
    const moved = sumIncrements(incrementsOf({ keys: keysOf(entry(3)), oldImage: entry(3), newImage: entry(4) }));
    const bucket = (score: number, i: 0 | 1) => ({ pk: 'COMPETITION#c-1#RANKS', sk: rankBuckets.of(keyOf(score, 1500))[i] });
    expect(moved.map((m) => [m.key, m.adds.entries])).toEqual([[bucket(3, 0), -1], [bucket(3, 1), -1], [bucket(4, 0), 1], [bucket(4, 1), 1]]);
    const removed = incrementsOf({ keys: keysOf(entry(4)), oldImage: entry(4), newImage: { pk: 'x', sk: 'y', removed: true } });
    expect(removed.map((m) => m.adds.entries)).toEqual([-1, -1]);
    // A better time inside the same second: nothing to write.
    expect(sumIncrements(incrementsOf({ keys: keysOf(entry(4)), oldImage: entry(4), newImage: entry(4, { rankKey: keyOf(4, 1400) }) }))).toEqual([]);
  });

  describe('a rejected guess, counted off the guess path (data README "Rejected guesses off the guess path")', () => {
    const miss = (n: number, refId: string | null, typed: string, at = `2026-11-29T0${n}:00:00.000Z`) => ({ n, refId, text: typed.toLowerCase(), typed, at });

    it('a play\'s new miss counts once under its zone, or under the game\'s no-zone misses, with the text as typed', () => {
      expect(incrementsOf({ keys: keysOf(play()), oldImage: play(), newImage: play({ locale: 'fr', lastMiss: miss(1, 'a', 'Big Boat') }) })).toEqual([{
        key: { pk: 'MISSES#GAME#7', sk: 'a#big boat' }, kind: 'miss', adds: { count: 1 },
        sets: { refId: 'a', sample: 'Big Boat', lastSeenAt: '2026-11-29T01:00:00.000Z', locale: 'fr' },
      }]);
      const loose = incrementsOf({ keys: keysOf(play()), oldImage: play({ lastMiss: miss(1, 'a', 'x') }), newImage: play({ lastMiss: miss(2, null, 'Nowhere') }) });
      expect(loose.map((i) => [i.key, i.adds, i.sets?.refId])).toEqual([[{ pk: 'MISSES#GAME#7#NOZONE', sk: 'nowhere' }, { count: 1 }, '']]);
    });

    it('nothing when the miss did not change (a hint, a score saving the play again), nor for a play just created', () => {
      const kept = play({ lastMiss: miss(1, 'a', 'Big Boat') });
      expect(incrementsOf({ keys: keysOf(kept), oldImage: kept, newImage: { ...kept, version: 4 } })).toEqual([]);
      expect(incrementsOf({ keys: keysOf(kept), newImage: kept })).toEqual([]);
    });

    it('the same text missed in one batch: one write, the count summed, the latest text as typed kept', () => {
      const changes = [[0, 1, 'Big Boat'], [1, 2, 'big  boat!']] as const;
      const sums = sumIncrements(changes.flatMap(([before, n, typed]) => incrementsOf({
        keys: keysOf(play()), oldImage: play(before ? { lastMiss: miss(before, 'a', 'Big Boat') } : {}), newImage: play({ lastMiss: { ...miss(n, 'a', typed), text: 'big boat' } }),
      })));
      expect(sums.map((i) => [i.adds, i.sets?.sample, i.sets?.lastSeenAt])).toEqual([[{ count: 2 }, 'big  boat!', '2026-11-29T02:00:00.000Z']]);
    });
  });

  it('sums per target: one write per item, whatever the number of changes', () => {
    const one = play({ scoredAt: 5, score: 1 });
    const sums = sumIncrements([one, one, one].flatMap((after) => incrementsOf({ keys: keysOf(after), oldImage: play(), newImage: after })));
    expect(sums).toHaveLength(2);
    expect(sums[0]!.adds).toEqual({ playedCount: 3, scoreSum: 30 });
  });
});

describe('own rank from the rank buckets (docs/adr/0035-own-rank-by-buckets.md)', () => {
  const key = rankKey({ score: 5, durationMs: 2500, startedAt: 0, sub: 'me' });
  const [score, time] = rankBuckets.of(key);
  const better = { bucket: 'SCORE#000000', entries: 10 };

  it('1 + better scores + shorter seconds of their score + those before them in their second (each shard counts up to them, theirs included)', () => {
    const facts = {
      rankKey: key,
      scoreBuckets: [better, { bucket: score, entries: 40 }],
      timeBuckets: [{ bucket: `${time.slice(0, -1)}1`, entries: 7 }, { bucket: time, entries: 9 }],
      shardCounts: [{ count: 3, capped: false }, { count: 0, capped: false }, { count: 2, capped: false }, { count: 0, capped: false }],
    };
    expect(ownRankOf(facts)).toEqual({ rank: 1 + 10 + 7 + 4, exact: true });
  });

  it('beyond the bound inside their own bucket: estimated (half of the bucket, never less than counted), and said so', () => {
    const facts = {
      rankKey: key,
      scoreBuckets: [better],
      timeBuckets: [{ bucket: time, entries: 5001 }],
      shardCounts: [{ count: 1000, capped: true }, { count: 400, capped: false }],
    };
    expect(ownRankOf(facts)).toEqual({ rank: 1 + 10 + 2500, exact: false });
  });
});
