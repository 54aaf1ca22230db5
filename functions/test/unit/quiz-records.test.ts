import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { summarisePlayedGames, type StoredScore } from '@quiz/shared';
import type { PlayItem, RefRecord } from '../../src/data/plays';
import { foldIntoRecord, playedGameOf } from '../../src/domain/quiz-records';
import { scoreOfPlay } from '../helpers/scores';
import { seededShuffle } from '../helpers/shuffle';

/**
 * A record of a quiz (docs/scores.md "Records of quizzes") holds what summarisePlayedGames makes of
 * every play of that quiz, whatever the order its plays were recorded in.
 */

const REFS = ['r01', 'r02', 'r03'];
type Status = RefRecord['status'];

/** A verified score of quiz 5 started at `startedAt`, with these reference statuses and maybe a part. */
function scoreOf(startedAt: number, statuses: Status[], part?: number): StoredScore {
  const play = {
    playId: randomUUID(), gameId: 5, startedAt,
    refs: Object.fromEntries(REFS.map((id, i) => [id, { status: statuses[i] ?? 'open', hintsUsed: i === 2 ? 1 : 0, errorsFree: 0, errorsQuiz: 0, guesses: 1 }])),
  } as unknown as PlayItem;
  const score = scoreOfPlay(play, { duration: 30 + (startedAt % 7) });
  if (part !== undefined) score.data.summary.partIndex = part;
  return { ...score, verified: true };
}

const SCORES = [
  scoreOf(1_000, ['found', 'open', 'open']),
  scoreOf(2_000, ['revealed', 'found', 'open']),
  scoreOf(3_000, ['found', 'found', 'locked']),
  scoreOf(4_000, ['open', 'open', 'revealed']),
  scoreOf(500, ['open', 'revealed', 'open'], 1),
  scoreOf(5_000, ['found', 'found', 'found']),
];

describe('a quiz record folds plays one at a time into what every play summarised gives', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`in recording order ${seed}: best, latest, plays, seconds, first play, distinct references`, () => {
      const order = seededShuffle(SCORES, seed);
      const record = order.reduce<ReturnType<typeof foldIntoRecord> | undefined>((r, s) => foldIntoRecord(r, s), undefined)!;
      const { best, latest, ...facts } = summarisePlayedGames(SCORES)[0]!;
      const folded = playedGameOf(record);
      expect(folded).toMatchObject(facts);
      expect(folded.best.playId).toBe(best.playId);
      expect(folded.latest?.playId).toBe(latest?.playId);
    });
  }

  it('a first play keeps its place: the latest is left out when it is the best', () => {
    const only = foldIntoRecord(undefined, SCORES[0]!);
    expect(playedGameOf(only)).toEqual(summarisePlayedGames([SCORES[0]!])[0]);
  });
});
