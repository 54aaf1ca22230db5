import { describe, expect, it } from 'vitest';
import { mergeScores, scoreKey } from '../../src/scores';
import { makeScore, PLAY_A, PLAY_B } from './fixtures';

describe('score identity', () => {
  it('one play = one score: a score is identified by its playId when present', () => {
    const posted = makeScore({ playId: PLAY_A, timestamp: 1 });
    const restamped = makeScore({ playId: PLAY_A, timestamp: 2, score: 3 });
    expect(scoreKey(posted)).toBe(scoreKey(restamped));
    expect(scoreKey(posted)).not.toBe(scoreKey(makeScore({ playId: PLAY_B, timestamp: 1 })));
  });

  it('without a playId, by its game and timestamp', () => {
    expect(scoreKey(makeScore({ gameId: 3, timestamp: 5 }))).toBe(scoreKey(makeScore({ gameId: 3, timestamp: 5, score: 1 })));
    expect(scoreKey(makeScore({ gameId: 3, timestamp: 5 }))).not.toBe(scoreKey(makeScore({ gameId: 4, timestamp: 5 })));
    expect(scoreKey(makeScore({ gameId: 3, timestamp: 5 }))).not.toBe(scoreKey(makeScore({ gameId: 3, timestamp: 6 })));
  });
});

describe('mergeScores (first sign-in merge)', () => {
  const localOnly = makeScore({ playId: PLAY_B, timestamp: 3 });
  const localCopy = makeScore({ playId: PLAY_A, timestamp: 2, sync: false });
  const serverCopy = makeScore({ playId: PLAY_A, timestamp: 2, sync: false, score: 9 });
  const serverOnly = makeScore({ gameId: 2, timestamp: 1 });

  it('unions local and server scores, never doubling one, oldest first', () => {
    const merged = mergeScores([localOnly, localCopy], [serverCopy, serverOnly]);
    expect(merged.map(scoreKey)).toEqual([serverOnly, serverCopy, localOnly].map(scoreKey));
  });

  it('keeps the server copy of a score both sides hold, marked synced', () => {
    const merged = mergeScores([localCopy], [serverCopy]);
    expect(merged).toEqual([{ ...serverCopy, sync: true }]);
  });

  it('keeps the synced copy of a score stored twice locally', () => {
    const synced = { ...localCopy, score: 4, sync: true };
    expect(mergeScores([localCopy, synced], [])).toEqual([synced]);
    expect(mergeScores([synced, localCopy], [])).toEqual([synced]);
  });

  it('keeps a local score the server does not have, unsynced', () => {
    expect(mergeScores([localOnly], [serverOnly]).find((s) => s.playId === PLAY_B)).toEqual(localOnly);
  });

  it('is idempotent: merging the server list again changes nothing', () => {
    const once = mergeScores([localOnly, localCopy], [serverCopy, serverOnly, serverCopy]);
    expect(mergeScores(once, [serverCopy, serverOnly])).toEqual(once);
    expect(once).toHaveLength(3);
  });
});
