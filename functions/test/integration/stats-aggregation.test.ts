import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { PlayItem } from '../../src/data/plays';
import type { StatsStreamRecord } from '../../src/jobs/aggregate-stats';
import { rankKey } from '../../src/rules/competition-board';
import { useIntegrationTable } from '../helpers/integration';
import { drainStatsStream } from '../helpers/stats-stream';
import { asFunction } from '../helpers/table-calls';
import { statsStreamReader } from '../../../scripts/src/local/stats-stream';

/**
 * Statistics off the score path (functions/src/data/README.md "Statistics off the score path"): the
 * stream's at-least-once delivery made exact by each shard's progress, stored with the increments.
 * Records are built here as Lambda hands them over (wire images, sequence numbers of one shard).
 */

let db: DynamoDBDocumentClient;
let tableName: string;
let aggregate: (records: StatsStreamRecord[], shardId: string) => Promise<{ applied: number; skipped: number }>;

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  const { aggregateStats } = await import('../../src/jobs/aggregate-stats');
  aggregate = asFunction('statsAggregator', (records: StatsStreamRecord[], shardId: string) => aggregateStats(records, shardId));
});

let games = 100;
async function newGame(): Promise<number> {
  const id = ++games;
  await db.send(new PutCommand({ TableName: tableName, Item: { pk: `GAME#${id}`, sk: 'META', id, playedCount: 0, scoreSum: 0 } }));
  return id;
}

async function counters(pk: string, sk: string) {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { pk, sk }, ConsistentRead: true }));
  return Item ?? {};
}

const seq = (n: number) => String(n).padStart(21, '0');

function playImage(gameId: number, score: number, extra: Partial<PlayItem> & { scoredAt?: number } = {}) {
  const playId = randomUUID();
  return {
    pk: `PLAY#${playId}`, sk: 'META', playId, gameId, mode: 'FREE', locale: 'en', sub: null, ownerDigest: null,
    startedAt: 1, endsAt: 2, endedAt: 2, refs: { r01: { status: 'found', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 1 } },
    looseGuesses: 0, missesFree: 0, question: null, asked: [], version: 3, test: false, score, ...extra,
  };
}

/** The stream record of a play becoming scored (old image without `scoredAt`, new image with it). */
function scoredRecord(n: number, image: ReturnType<typeof playImage>): StatsStreamRecord {
  const { score: _score, ...before } = image;
  return {
    eventName: 'MODIFY',
    dynamodb: {
      Keys: marshall({ pk: image.pk, sk: image.sk }), OldImage: marshall(before), NewImage: marshall({ ...image, scoredAt: 5 }), SequenceNumber: seq(n),
    },
  };
}

describe('the stream aggregation: exact under at-least-once delivery', () => {
  it('a batch delivered twice (a retried invocation) counts once: records at or below the shard\'s progress are skipped', async () => {
    const game = await newGame();
    const shard = `shard-${randomUUID()}`;
    const batch = [scoredRecord(1, playImage(game, 5)), scoredRecord(2, playImage(game, 7.5)), scoredRecord(3, playImage(game, 10))];
    expect(await aggregate(batch, shard)).toEqual({ applied: 3, skipped: 0 });
    expect(await aggregate(batch, shard)).toEqual({ applied: 0, skipped: 3 });
    expect(await counters(`GAME#${game}`, 'META')).toMatchObject({ playedCount: 3, scoreSum: 22.5 });
  });

  it('a batch delivered again out of order, overlapping new records, applies only the new ones', async () => {
    const game = await newGame();
    const shard = `shard-${randomUUID()}`;
    const records = [1, 2, 3, 4].map((n) => scoredRecord(n, playImage(game, 1)));
    await aggregate(records.slice(0, 2), shard);
    expect(await aggregate([records[3]!, records[1]!, records[2]!], shard)).toEqual({ applied: 2, skipped: 1 });
    expect(await counters(`GAME#${game}`, 'META')).toMatchObject({ playedCount: 4, scoreSum: 4 });
  });

  it('shards keep their own progress: the same sequence numbers in another shard are other records', async () => {
    const game = await newGame();
    await aggregate([scoredRecord(1, playImage(game, 2))], `shard-${randomUUID()}`);
    await aggregate([scoredRecord(1, playImage(game, 3))], `shard-${randomUUID()}`);
    expect(await counters(`GAME#${game}`, 'META')).toMatchObject({ playedCount: 2, scoreSum: 5 });
  });

  it('a play of a game in test, and a play scored before (a repeat), move nothing; a part of a run adds only what it found beyond its earlier parts', async () => {
    const game = await newGame();
    const shard = `shard-${randomUUID()}`;
    const site = await counters('SITE', 'STATS');
    const repeat = playImage(game, 4, { scoredAt: 1 });
    const part = playImage(game, 4, { carried: { consumed: 1, found: 1, revealed: 0 } });
    await aggregate([
      scoredRecord(1, playImage(game, 9, { test: true })),
      { eventName: 'MODIFY', dynamodb: { Keys: marshall({ pk: repeat.pk, sk: 'META' }), OldImage: marshall(repeat), NewImage: marshall({ ...repeat, sub: 'x' }), SequenceNumber: seq(2) } },
      scoredRecord(3, part),
    ], shard);
    expect(await counters(`GAME#${game}`, 'META')).toMatchObject({ playedCount: 1, scoreSum: 4 });
    const after = await counters('SITE', 'STATS');
    expect(Number(after.refsFound ?? 0) - Number(site.refsFound ?? 0)).toBe(0);
    expect(Number(after.playedCount) - Number(site.playedCount ?? 0)).toBe(1);
  });

  it('a play of a game that is gone is left out: no stray game item is made, the rest of the batch counts', async () => {
    const game = await newGame();
    const gone = 99_000 + Math.floor(Math.random() * 999);
    await aggregate([scoredRecord(1, playImage(gone, 3)), scoredRecord(2, playImage(game, 2))], `shard-${randomUUID()}`);
    expect(await counters(`GAME#${gone}`, 'META')).toEqual({});
    expect(await counters(`GAME#${game}`, 'META')).toMatchObject({ playedCount: 1, scoreSum: 2 });
  });

  it('a batch of more than 49 targets is applied in chunks (one transaction each, with its own progress), and delivered again changes nothing', async () => {
    const competition = `c-${randomUUID().slice(0, 12)}`;
    const shard = `shard-${randomUUID()}`;
    // 60 entries of 60 scores: 120 buckets, more than one transaction holds.
    const records: StatsStreamRecord[] = Array.from({ length: 60 }, (_, i) => {
      const sub = `p${i}`;
      const image = { pk: `COMPETITION#${competition}#BOARD#0`, sk: `ENTRY#${sub}`, rankKey: rankKey({ score: i / 10, durationMs: 1000 * i, startedAt: 0, sub }), removed: false };
      return { eventName: 'INSERT', dynamodb: { Keys: marshall({ pk: image.pk, sk: image.sk }), NewImage: marshall(image), SequenceNumber: seq(i + 1) } };
    });
    await aggregate(records, shard);
    await aggregate(records, shard);
    const bucket = await counters(`COMPETITION#${competition}#RANKS`, `SCORE#${String(999_999 - 59).padStart(6, '0')}`);
    expect(bucket).toMatchObject({ entries: 1 });
    const progress = await counters(`STREAM#${shard}`, 'PROGRESS');
    expect(progress.sequenceNumber).toBe(seq(60));
  });

  it('the whole stream read again from its start (a reader that lost its place) changes nothing', async () => {
    const game = await newGame();
    const image = playImage(game, 6);
    const { score: _score, ...unscored } = image;
    await db.send(new PutCommand({ TableName: tableName, Item: unscored }));
    await db.send(new UpdateCommand({ TableName: tableName, Key: { pk: image.pk, sk: 'META' }, UpdateExpression: 'SET scoredAt = :t, score = :s', ExpressionAttributeValues: { ':t': 5, ':s': 6 } }));
    await drainStatsStream();
    expect(await counters(`GAME#${game}`, 'META')).toMatchObject({ playedCount: 1, scoreSum: 6 });
    await asFunction('statsAggregator', () => statsStreamReader(tableName).drain())();
    expect(await counters(`GAME#${game}`, 'META')).toMatchObject({ playedCount: 1, scoreSum: 6 });
  });
});
