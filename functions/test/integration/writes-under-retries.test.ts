import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { routes, TABLE } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import type { PlayItem } from '../../src/data/plays';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { withLostAnswers } from '../helpers/lost-answers';
import { drainStatsStream } from '../helpers/stats-stream';
import { seedFixture } from '../helpers/seed-fixture';
import { loadSeed } from '../../../scripts/src/seed/load-seed';

/**
 * Every conditional write and transaction of functions/src/data under the SDK's retries (data README
 * "Writes under retries"): the write lands, its answer is lost (a fault injected at the client), the
 * SDK sends it again. The caller gets the success of the first time, once; the item is written once;
 * nothing is counted, granted, entered or recorded twice.
 */

let db: DynamoDBDocumentClient;
let tableName: string;
let data: Awaited<ReturnType<typeof loadData>>;
let startPlayHandler: LambdaHandler;

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg')));
  data = await loadData();
  startPlayHandler = (await import('../../src/handlers/startPlay')).handler;
});

/** The data modules, imported once the environment names this file's table. */
const loadData = async () => ({
  plays: await import('../../src/data/plays'),
  rateLimits: await import('../../src/data/rate-limits'),
  jokers: await import('../../src/data/jokers'),
  users: await import('../../src/data/users'),
  challenges: await import('../../src/data/challenges'),
  board: await import('../../src/data/competition-board'),
  pushSessions: await import('../../src/data/push-sessions'),
  shares: await import('../../src/data/shares'),
  versioned: await import('../../src/data/versioned'),
  scores: await import('../../src/data/scores'),
  keys: await import('../../src/data/keys'),
});

const getItem = async (key: Record<string, unknown>) => (await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;
const partition = async (pk: string) =>
  (await db.send(new QueryCommand({ TableName: tableName, KeyConditionExpression: '#pk = :pk', ExpressionAttributeNames: { '#pk': TABLE.partitionKey }, ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }))).Items ?? [];

function newPlay(overrides: Partial<PlayItem> = {}): PlayItem {
  const now = Date.now();
  const playId = randomUUID();
  return {
    playId, gameId: 1, mode: 'FREE', locale: 'en', sub: null, ownerDigest: 'digest', startedAt: now, endsAt: now + 600_000, endedAt: null,
    runId: playId, partIndex: 0, runPart: 1, runEndedAt: null, continuedBy: null, carried: { consumed: 0, found: 0, revealed: 0 },
    refs: { r01: { status: 'open', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 0 } },
    looseGuesses: 0, missesFree: 0, question: null, asked: [], test: false, version: 0, ...overrides,
  };
}
const expiresAt = () => Math.floor(Date.now() / 1000) + 3600;

describe('a play start whose conditional Put landed but whose answer was lost', () => {
  it('answers its play (200), not 500, and leaves exactly the one play it answered', async () => {
    const { result, fault } = await withLostAnswers('PutItem', { bodyContains: '"PLAY#' }, () =>
      invoke(startPlayHandler, apiEvent(routes.startPlay, { body: { gameId: 1, mode: 'FREE', locale: 'en' } })),
    );
    expect(fault.lost).toBe(1);
    expect(fault.sent).toHaveLength(2);
    expect(result.status).toBe(200);
    const playId = (result.json as { play: { playId: string } }).play.playId;
    expect(await getItem(data.keys.keys.play(playId))).toMatchObject({ playId, version: 0 });
  });
});

describe('plays.ts', () => {
  it('createPlay: the retried Put is recognised as its own (resolves; one item)', async () => {
    const play = newPlay();
    const { fault } = await withLostAnswers('PutItem', { bodyContains: play.playId }, () => data.plays.createPlay(play, expiresAt()));
    expect(fault.lost).toBe(1);
    expect(await getItem(data.keys.keys.play(play.playId))).toMatchObject({ playId: play.playId, version: 0 });
  });

  it('createPlay: an id met on an item of another call is still refused', async () => {
    const play = newPlay();
    await data.plays.createPlay(play, expiresAt());
    await expect(data.plays.createPlay(play, expiresAt())).rejects.toThrow(/exists already/);
  });

  it('savePlay: a guess saved once, answered true; the version moves by one', async () => {
    const play = newPlay();
    await data.plays.createPlay(play, expiresAt());
    const next = { ...play, looseGuesses: 1 };
    const { result, fault } = await withLostAnswers('UpdateItem', { bodyContains: play.playId }, () => data.plays.savePlay(next, 0));
    expect(fault.lost).toBe(1);
    expect(result).toBe(true);
    expect(await getItem(data.keys.keys.play(play.playId))).toMatchObject({ looseGuesses: 1, version: 1 });
    // A save on the version read before is still a lost race for anyone else.
    expect(await data.plays.savePlay({ ...play, looseGuesses: 2 }, 0)).toBe(false);
  });

  it('nextRunNumber: a run number taken under a retry is taken once (no run skipped)', async () => {
    const owner = `anon:${randomUUID()}`;
    const { result, fault } = await withLostAnswers('UpdateItem', { bodyContains: owner }, () => data.plays.nextRunNumber(owner, 1, expiresAt()));
    expect(fault.lost).toBe(1);
    expect(result).toBe(1);
    expect(await data.plays.nextRunNumber(owner, 1, expiresAt())).toBe(2);
  });

  it('a rejected guess saved with its play under a retry: counted once by the stream\'s aggregation', async () => {
    const play = newPlay();
    await data.plays.createPlay(play, expiresAt());
    const text = `miss-${randomUUID()}`;
    const lastMiss = { n: 1, refId: 'r01', text, typed: text, at: new Date().toISOString() };
    const { result, fault } = await withLostAnswers('UpdateItem', { bodyContains: text }, () => data.plays.savePlay({ ...play, missesFree: 1, lastMiss }, 0));
    expect(fault.lost).toBe(1);
    expect(result).toBe(true);
    await drainStatsStream();
    expect(await getItem(data.keys.keys.miss(1, 'r01', text))).toMatchObject({ count: 1, sample: text });
  });

  it('createNextPart (a transaction): one new part, answered true, the previous part marked once', async () => {
    const previous = newPlay({ endedAt: Date.now() });
    await data.plays.createPlay(previous, expiresAt());
    const next = newPlay({ runId: previous.playId, partIndex: 1 });
    const { result, fault } = await withLostAnswers('TransactWriteItems', { bodyContains: next.playId }, () => data.plays.createNextPart(next, previous, expiresAt()));
    expect(fault.lost).toBe(1);
    expect(result).toBe(true);
    expect(await getItem(data.keys.keys.play(next.playId))).toMatchObject({ partIndex: 1 });
    expect(await getItem(data.keys.keys.play(previous.playId))).toMatchObject({ continuedBy: next.playId, version: 1 });
  });
});

describe('rate-limits.ts: takeRateToken', () => {
  it('the last token of a minute, retried, is granted once and counted once', async () => {
    const caller = `ip:${randomUUID()}`;
    const now = Date.now();
    expect(await data.rateLimits.takeRateToken('test', caller, 2, now)).toEqual({ ok: true });
    const { result, fault } = await withLostAnswers('UpdateItem', { bodyContains: caller }, () => data.rateLimits.takeRateToken('test', caller, 2, now));
    expect(fault.lost).toBe(1);
    expect(result).toEqual({ ok: true });
    expect(await getItem(data.keys.keys.rateCounter('test', caller, Math.floor(now / 60_000)))).toMatchObject({ hits: 2 });
    expect((await data.rateLimits.takeRateToken('test', caller, 2, now)).ok).toBe(false);
  });
});

describe('jokers.ts: claimJoker', () => {
  it('a joker claimed under a retry is granted (true) and still one a window', async () => {
    const owner = `anon:${randomUUID()}`;
    const now = Date.now();
    const { result, fault } = await withLostAnswers('PutItem', { bodyContains: owner }, () => data.jokers.claimJoker(owner, 1, now));
    expect(fault.lost).toBe(1);
    expect(result).toBe(true);
    expect(await data.jokers.claimJoker(owner, 2, now + 1)).toBe(false);
  });
});

describe('users.ts: ensureUserProfile', () => {
  it('the first profile, retried, is answered as written', async () => {
    const sub = randomUUID();
    const now = new Date();
    const { result, fault } = await withLostAnswers('PutItem', { bodyContains: sub }, () => data.users.ensureUserProfile({ sub, username: `google_${sub}` }, now));
    expect(fault.lost).toBe(1);
    expect(result).toMatchObject({ sub, createdAt: now.toISOString(), version: 1 });
  });
});

describe('challenges.ts', () => {
  const challenge = (hash: string) => ({
    hash, gameId: 1, locale: 'en' as const, title: 'Quiz 1', slug: 'quiz-1', promise: 'beat' as never, challengerSub: randomUUID(), challengerName: null,
    challengerPlayId: randomUUID(), challengerResult: { score: 1 } as never, createdAt: new Date().toISOString(), expiresAt: expiresAt(),
  });

  it('putChallenge: created once under a retry', async () => {
    const hash = randomUUID();
    const { fault } = await withLostAnswers('PutItem', { bodyContains: hash }, () => data.challenges.putChallenge(challenge(hash)));
    expect(fault.lost).toBe(1);
    expect(await getItem(data.keys.keys.challenge(hash))).toMatchObject({ hash });
  });

  it('setFriendAnswer: the friend who answered is told so (true), and the answer stays theirs', async () => {
    const hash = randomUUID();
    await data.challenges.putChallenge(challenge(hash));
    const answer = {
      friendPlayId: randomUUID(), friendSub: null, friendDigest: 'd', friendName: null, friendResult: { score: 2 } as never,
      answeredAt: new Date().toISOString(), friendSawAnswers: false,
    };
    const { result, fault } = await withLostAnswers('UpdateItem', { bodyContains: hash }, () => data.challenges.setFriendAnswer(hash, answer));
    expect(fault.lost).toBe(1);
    expect(result).toBe(true);
    expect(await data.challenges.setFriendAnswer(hash, { ...answer, friendPlayId: randomUUID() })).toBe(false);
    expect(await getItem(data.keys.keys.challenge(hash))).toMatchObject({ friendPlayId: answer.friendPlayId });
  });
});

describe('competition-board.ts: putBoardEntryIfBetter', () => {
  it('an entry written under a retry is answered written, once', async () => {
    const sub = randomUUID();
    const entry = {
      competitionId: `c-${randomUUID().slice(0, 12)}`, sub, name: null, tag: 'ab12', score: 5, durationMs: 1000, startedAt: Date.now(),
      playId: randomUUID(), gameId: 1, rankKey: '999994#000001000#x', recordedAt: Date.now(),
    };
    const { result, fault } = await withLostAnswers('PutItem', { bodyContains: sub }, () => data.board.putBoardEntryIfBetter(entry, 0));
    expect(fault.lost).toBe(1);
    expect(result).toBe('written');
    expect(await data.board.putBoardEntryIfBetter(entry, 0)).toBe('kept');
  });
});

describe('push-sessions.ts: putPushedSession, takePushedSession', () => {
  it('stored once under a retry', async () => {
    const digest = randomUUID();
    const item = { sub: 's', name: 'n', sealedRefreshToken: 'v1.a.b.c', createdAt: new Date().toISOString(), expiresAt: expiresAt() };
    const { fault } = await withLostAnswers('PutItem', { bodyContains: digest }, () => data.pushSessions.putPushedSession(digest, item as never));
    expect(fault.lost).toBe(1);
    expect(await data.pushSessions.getPushedSession(digest)).toMatchObject({ sealedRefreshToken: 'v1.a.b.c' });
  });

  it('takePushedSession: a take whose answer was lost is the caller\'s (the session given), and given once', async () => {
    const digest = randomUUID();
    const item = { sub: 's', name: 'n', sealedRefreshToken: 'v1.a.b.c', createdAt: new Date().toISOString(), expiresAt: expiresAt() };
    await data.pushSessions.putPushedSession(digest, item as never);
    const now = Math.floor(Date.now() / 1000);
    const { result, fault } = await withLostAnswers('UpdateItem', { bodyContains: digest }, () => data.pushSessions.takePushedSession(digest, now));
    expect(fault.lost).toBe(1);
    expect(result).toMatchObject({ sealedRefreshToken: 'v1.a.b.c', name: 'n' });
    expect(await data.pushSessions.takePushedSession(digest, now)).toBeUndefined();
    expect(await data.pushSessions.getPushedSession(digest)).toBeUndefined();
    expect(await getItem(data.keys.keys.pushedSession(digest))).toBeUndefined();
  });
});

describe('transactions (ClientRequestToken: the SDK repeats the same one)', () => {
  it('shares.ts createShare: one share per play, answered true', async () => {
    const playId = randomUUID();
    const id = randomUUID();
    const share = { id, gameId: 1, number: 1, title: 'Quiz 1', locale: 'en' as const, slug: 'quiz-1', score: 3, outcomes: [], createdAt: new Date().toISOString(), expiresAt: expiresAt() };
    const { result, fault } = await withLostAnswers('TransactWriteItems', { bodyContains: id }, () => data.shares.createShare(share, playId, expiresAt()));
    expect(fault.lost).toBe(1);
    expect(result).toBe(true);
    expect(await data.shares.getShareIdOfPlay(playId)).toBe(id);
  });

  it('versioned.ts transactConditional (every versioned write with its audit entry): no failed condition reported, one audit entry', async () => {
    const target = `TEST#${randomUUID()}`;
    const { auditPut } = await import('../../src/data/audit');
    const items = [
      data.versioned.versionedPut({ [TABLE.partitionKey]: target, [TABLE.sortKey]: 'META', version: 1 }, null),
      auditPut({ target, action: 'site.publish', actor: { sub: 'admin' }, at: new Date().toISOString(), details: {} } as never),
    ];
    const { result, fault } = await withLostAnswers('TransactWriteItems', { bodyContains: target }, () => data.versioned.transactConditional(items));
    expect(fault.lost).toBe(1);
    expect(result).toEqual([]);
    expect(await partition(`AUDIT#${target}`)).toHaveLength(1);
  });

  it('scores.ts writeTransaction (the recording): a score recorded once, its counter added once', async () => {
    const play = newPlay({ endedAt: Date.now() });
    await data.plays.createPlay(play, expiresAt());
    const counter = `TEST#${randomUUID()}`;
    const writes = [
      data.scores.markPlayScored(0, play.playId, 4, Date.now(), null),
      { unit: null, item: { Update: { TableName: tableName, Key: { [TABLE.partitionKey]: counter, [TABLE.sortKey]: 'STATS' }, UpdateExpression: 'ADD playedCount :one', ExpressionAttributeValues: { ':one': 1 } } } },
    ];
    const { result, fault } = await withLostAnswers('TransactWriteItems', { bodyContains: counter }, () => data.scores.writeTransaction(writes));
    expect(fault.lost).toBe(1);
    expect(result).toEqual({ ok: true });
    expect(await getItem({ [TABLE.partitionKey]: counter, [TABLE.sortKey]: 'STATS' })).toMatchObject({ playedCount: 1 });
  });
});

describe('after the SDK gives up (both of its attempts lost)', () => {
  it('a single-item write is sent once more with its token and recognised: createPlay resolves, one item', async () => {
    const play = newPlay();
    const { fault } = await withLostAnswers('PutItem', { bodyContains: play.playId, times: 2 }, () => data.plays.createPlay(play, expiresAt()));
    expect(fault.sent).toHaveLength(3);
    expect(await getItem(data.keys.keys.play(play.playId))).toMatchObject({ playId: play.playId });
  });

  it('a transaction is sent once more with the same ClientRequestToken: createShare answers true', async () => {
    const playId = randomUUID();
    const id = randomUUID();
    const share = { id, gameId: 1, number: 1, title: 'Quiz 1', locale: 'en' as const, slug: 'quiz-1', score: 3, outcomes: [], createdAt: new Date().toISOString(), expiresAt: expiresAt() };
    const { result, fault } = await withLostAnswers('TransactWriteItems', { bodyContains: id, times: 2 }, () => data.shares.createShare(share, playId, expiresAt()));
    expect(fault.sent).toHaveLength(3);
    expect(new Set(fault.sent.map((body) => (JSON.parse(body) as { ClientRequestToken: string }).ClientRequestToken)).size).toBe(1);
    expect(result).toBe(true);
  });

  it('a write whose every answer is lost is a timeout for the caller (a 503), not a success nor a 500', async () => {
    const owner = `anon:${randomUUID()}`;
    const { result, fault } = await withLostAnswers('UpdateItem', { bodyContains: owner, times: 100 }, () => data.plays.nextRunNumber(owner, 1, expiresAt()).then(() => 'answered', (error: Error) => error.name));
    expect(fault.sent.length).toBeGreaterThanOrEqual(3);
    expect(result).toBe('TimeoutError');
    // Its run number was taken once, whatever the attempts: the next run is the second.
    expect(await data.plays.nextRunNumber(owner, 1, expiresAt())).toBe(2);
  });
});
