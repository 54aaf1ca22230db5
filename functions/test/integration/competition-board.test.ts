import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BOARD_PAGE_SIZE, routes, type CompetitionInput, type ScoreServer } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import type { PlayItem, RefRecord } from '../../src/data/plays';
import { apiEvent, invoke } from '../helpers/events';
import { HOUR, newCompetition as createCompetitionOn, wall } from '../helpers/competitions';
import { scoreOfPlay } from '../helpers/scores';
import { useIntegrationTable } from '../helpers/integration';
import { seedFixture } from '../helpers/seed-fixture';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { digestOf } from '../../src/lib/player';
import { loadSeed } from '../../../scripts/src/seed/load-seed';
import type * as BoardData from '../../src/data/competition-board';
import type * as BoardRules from '../../src/domain/competition-board-rules';

/**
 * Competitions' leaderboards against DynamoDB Local (issue 23): entries written from the score
 * recording path, the better of two kept, pages across shards, the caller's own rank, removal.
 * Fixture: game 1 (live, references r01 r02), game 2 (live, 3 references).
 */
const key = createSigningKey();
let db: DynamoDBDocumentClient;
let tableName: string;
const names = ['postScores', 'competitionBoard', 'getCompetitionBoard', 'removeCompetitionPlayer', 'createCompetition'] as const;
const handlers = {} as Record<(typeof names)[number], LambdaHandler>;
let createPlay: (play: PlayItem, expiresAt: number) => Promise<void>;
let board: typeof BoardData;
let rules: typeof BoardRules;
let listAudit: (target: string) => Promise<{ action: string; details: Record<string, unknown> }[]>;
const admin = () => signAccessToken(key, { 'cognito:groups': ['admin'], username: 'alex' });

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg')));
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  ({ createPlay } = await import('../../src/data/plays'));
  board = await import('../../src/data/competition-board');
  rules = await import('../../src/domain/competition-board-rules');
  listAudit = (await import('../../src/data/audit')).listAuditOfTarget;
  for (const name of names) handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
});

const tokenOf = (sub: string) => signAccessToken(key, { sub, username: `google_${sub}` });
const newPlayer = () => `p-${randomUUID().slice(0, 13)}`;
const SECRET = 'C'.repeat(43);
const BROWSER = [`quiz_player=${SECRET}`];
const REFS: Record<number, string[]> = { 1: ['r01', 'r02'], 2: ['r01', 'r02', 'r03'] };


const newCompetition = (change: Partial<CompetitionInput> = {}) => createCompetitionOn(handlers.createCompetition, admin(), change);

/** A play of this file's browser: started `startedAgoMs` ago, ended after `durationMs`, with these statuses. */
async function seedPlay(gameId: number, statuses: RefRecord['status'][], options: { sub?: string | null; startedAgoMs?: number; durationMs?: number } = {}) {
  const startedAt = Date.now() - (options.startedAgoMs ?? 120_000);
  const refs = Object.fromEntries(REFS[gameId]!.map((id, i) => [id, { status: statuses[i] ?? 'open', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 1 }]));
  const play: PlayItem = {
    playId: randomUUID(), gameId, mode: 'FREE', locale: 'en', sub: options.sub ?? null, ownerDigest: digestOf(SECRET),
    startedAt, endsAt: startedAt + 180_000, endedAt: startedAt + (options.durationMs ?? 60_000), refs, looseGuesses: 0, missesFree: 0, question: null, asked: [], version: 3,
    runPart: 1, runEndedAt: null, continuedBy: null, partIndex: 0, carried: { consumed: 0, found: 0, revealed: 0 }, test: false,
  };
  await createPlay(play, Math.floor(Date.now() / 1000) + 86_400);
  return play;
}

const scoreOf = (play: PlayItem) => scoreOfPlay(play, { duration: 30 });

const post = (scores: ScoreServer[], sub?: string, query: Record<string, string> = {}) =>
  invoke(handlers.postScores, apiEvent(routes.postScores, { body: scores, query: { init: '1', ...query }, token: sub ? tokenOf(sub) : undefined, cookies: BROWSER }));

const read = (id: string, options: { sub?: string; cursor?: string } = {}) =>
  invoke(handlers.competitionBoard, apiEvent(routes.competitionBoard, {
    pathParameters: { id }, token: options.sub ? tokenOf(options.sub) : undefined, query: options.cursor ? { cursor: options.cursor } : {},
  }));

describe('entries are written from the score recording path (POST /api/post_scores)', () => {
  it('a signed-in player\'s verified play started in the period enters the board; an anonymous one does not, until claimed at sign-in', async () => {
    const id = await newCompetition();
    const dana = newPlayer();
    const play = await seedPlay(1, ['found', 'open'], { durationMs: 40_000 });
    expect((await post([scoreOf(play)])).status).toBe(200);
    expect((await read(id)).json.entries).toEqual([]);
    // First sign-in: the anonymous score comes back `known`, the play is claimed, and enters the board.
    expect((await post([scoreOf(play)], dana, { deanonymize: '1' })).json.received).toMatchObject({ known: 1 });
    const { status, json } = await read(id, { sub: dana });
    expect(status).toBe(200);
    expect(json.entries).toEqual([expect.objectContaining({ rank: 1, score: 5, durationMs: 40_000, mine: true, name: null, tag: rules.playerTag(dana) })]);
    expect(json.me).toMatchObject({ rank: 1, mine: true });
    expect(json.entries[0].sub).toBeUndefined();
    expect(json.competition).toMatchObject({ id, titles: { en: 'Winter cup' }, quizzes: [{ gameId: 1 }] });
    expect(json.competition.version).toBeUndefined();
    // The same score again (a retry) changes nothing.
    await post([scoreOf(play)], dana);
    expect((await read(id)).json.entries).toHaveLength(1);
  });

  it('a play of another quiz, or started before the period, enters nothing', async () => {
    const id = await newCompetition({ start: wall(-60_000 * 3), end: wall(HOUR) });
    const sam = newPlayer();
    const before = await seedPlay(1, ['found', 'found'], { sub: sam, startedAgoMs: 10 * 60_000 });
    const other = await seedPlay(2, ['found', 'found', 'found'], { sub: sam, startedAgoMs: 60_000 });
    expect((await post([scoreOf(before), scoreOf(other)], sam)).json.received).toMatchObject({ stored: 2 });
    expect((await read(id)).json.entries).toEqual([]);
  });

  it('late score rule: a play started in the period enters when recorded within an hour of the end, never later', async () => {
    const recent = await newCompetition({ start: wall(-3 * HOUR), end: wall(-30 * 60_000) });
    const closed = await newCompetition({ start: wall(-5 * HOUR), end: wall(-2 * HOUR) });
    const lee = newPlayer();
    const inRecent = await seedPlay(1, ['found', 'found'], { sub: lee, startedAgoMs: 30 * 60_000 + 30_000 });
    const inClosed = await seedPlay(1, ['found', 'found'], { sub: lee, startedAgoMs: 2 * HOUR + 30_000 });
    await post([scoreOf(inRecent), scoreOf(inClosed)], lee);
    expect((await read(recent)).json.entries).toHaveLength(1);
    expect((await read(closed)).json.entries).toEqual([]);
  });

  it('two devices finishing at once keep the better entry (conditional Put)', async () => {
    const id = await newCompetition();
    const kim = newPlayer();
    const worse = await seedPlay(1, ['found', 'open'], { sub: kim, durationMs: 30_000 });
    const better = await seedPlay(1, ['found', 'found'], { sub: kim, durationMs: 90_000 });
    const answers = await Promise.all([post([scoreOf(worse)], kim), post([scoreOf(better)], kim)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await read(id)).json.entries).toEqual([expect.objectContaining({ score: 10, durationMs: 90_000 })]);
    // A worse play later never replaces it.
    const again = await seedPlay(1, ['found', 'open'], { sub: kim, durationMs: 30_000 });
    await post([scoreOf(again)], kim);
    expect((await read(id)).json.entries).toEqual([expect.objectContaining({ score: 10, durationMs: 90_000 })]);
  });

  it('ties rule through the API: same score, the shorter play first; same duration, the earlier start', async () => {
    const id = await newCompetition();
    const [a, b, c] = [newPlayer(), newPlayer(), newPlayer()];
    await post([scoreOf(await seedPlay(1, ['found', 'open'], { sub: a, durationMs: 50_000, startedAgoMs: 100_000 }))], a);
    await post([scoreOf(await seedPlay(1, ['found', 'open'], { sub: b, durationMs: 30_000, startedAgoMs: 90_000 }))], b);
    await post([scoreOf(await seedPlay(1, ['found', 'open'], { sub: c, durationMs: 50_000, startedAgoMs: 150_000 }))], c);
    const { json } = await read(id, { sub: a });
    expect(json.entries.map((e: { tag: string }) => e.tag)).toEqual([b, c, a].map(rules.playerTag));
    expect(json.me).toMatchObject({ rank: 3, mine: true });
  });
});

describe('reading the board: pages across shards, own rank, drafts, cursors', () => {
  it('pages of 25 across the four shards give every entry once, in rank order, with ranks; the caller\'s own rank', async () => {
    const id = await newCompetition();
    const subs = Array.from({ length: 60 }, () => newPlayer());
    const started = Date.now() - 60_000;
    await Promise.all(subs.map((sub, i) => {
      const entry = { score: (i % 11) / 1, durationMs: 1000 + (i % 7) * 100, startedAt: started + (i % 3), sub };
      return board.putBoardEntryIfBetter({
        ...entry, competitionId: id, name: `Player ${i}`, tag: rules.playerTag(sub), playId: randomUUID(), gameId: 1, rankKey: rules.rankKey(entry), recordedAt: Date.now(),
      }, rules.shardOf(sub, 4));
    }));
    expect(new Set(subs.map((s) => rules.shardOf(s, 4))).size).toBe(4);
    const me = subs[17]!;
    const seen: { rank: number; name: string; mine: boolean }[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { status, json } = await read(id, { sub: me, cursor });
      expect(status).toBe(200);
      expect(json.entries.length).toBeLessThanOrEqual(BOARD_PAGE_SIZE);
      seen.push(...json.entries);
      cursor = json.cursor ?? undefined;
      pages++;
      // The own rank comes with the first page only ("Load more" does not count again).
      if (pages === 1) expect(json.me).toMatchObject({ name: 'Player 17', mine: true });
      else expect(json.me).toBeNull();
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.map((e) => e.rank)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const expected = subs.map((sub, i) => ({ sub, key: rules.rankKey({ score: i % 11, durationMs: 1000 + (i % 7) * 100, startedAt: started + (i % 3), sub }), name: `Player ${i}` }))
      .sort((x, y) => (x.key < y.key ? -1 : 1));
    expect(seen.map((e) => e.name)).toEqual(expected.map((e) => e.name));
    const myRank = expected.findIndex((e) => e.sub === me) + 1;
    expect((await read(id, { sub: me })).json.me.rank).toBe(myRank);
    expect(seen.filter((e) => e.mine).map((e) => e.rank)).toEqual([myRank]);
  });

  it('a draft is 404 to the public (not to the admin); an unknown id 404; a forged cursor 400', async () => {
    const draft = await newCompetition({ status: 'draft' });
    expect((await read(draft)).status).toBe(404);
    expect((await read('c-000000000000')).status).toBe(404);
    const adminRead = await invoke(handlers.getCompetitionBoard, apiEvent(routes.getCompetitionBoard, { token: admin(), pathParameters: { id: draft } }));
    expect(adminRead.status).toBe(200);
    const id = await newCompetition();
    expect((await read(id, { cursor: 'bm90IGEgY3Vyc29y' })).json.error.issues).toEqual([expect.objectContaining({ code: 'invalid_cursor', path: ['query', 'cursor'] })]);
    const forged = Buffer.from(JSON.stringify({ o: 0, p: ['USER#someone', null, null, null] })).toString('base64url');
    expect((await read(id, { cursor: forged })).status).toBe(400);
  });
});

describe('a player removed by an admin', () => {
  it('leaves the board at once, and their later plays do not enter it again; audited; admin only', async () => {
    const id = await newCompetition();
    const [cheat, fair] = [newPlayer(), newPlayer()];
    await post([scoreOf(await seedPlay(1, ['found', 'found'], { sub: cheat }))], cheat);
    await post([scoreOf(await seedPlay(1, ['found', 'open'], { sub: fair }))], fair);
    const adminBoard = await invoke(handlers.getCompetitionBoard, apiEvent(routes.getCompetitionBoard, { token: admin(), pathParameters: { id } }));
    expect(adminBoard.json.entries.map((e: { sub: string }) => e.sub)).toEqual([cheat, fair]);
    // The subs are the admin's only: a player gets 403, an anonymous caller 401.
    expect((await invoke(handlers.getCompetitionBoard, apiEvent(routes.getCompetitionBoard, { token: tokenOf(fair), pathParameters: { id } }))).status).toBe(403);
    expect((await invoke(handlers.getCompetitionBoard, apiEvent(routes.getCompetitionBoard, { pathParameters: { id } }))).status).toBe(401);
    const remove = (token: string | undefined) => invoke(handlers.removeCompetitionPlayer, apiEvent(routes.removeCompetitionPlayer, { token, pathParameters: { id }, body: { sub: cheat } }));
    expect((await remove(tokenOf(fair))).status).toBe(403);
    expect((await remove(undefined)).status).toBe(401);
    const removed = await remove(admin());
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ sub: cheat, removed: true });
    const after = await read(id, { sub: cheat });
    expect(after.json.entries).toEqual([expect.objectContaining({ rank: 1, tag: rules.playerTag(fair) })]);
    expect(after.json.me).toBeNull();
    // A later, better play of theirs does not re-enter.
    await post([scoreOf(await seedPlay(1, ['found', 'found'], { sub: cheat, durationMs: 30_000 }))], cheat);
    expect((await read(id)).json.entries).toHaveLength(1);
    const item = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `COMPETITION#${id}#BOARD#${rules.shardOf(cheat, 4)}`, sk: `ENTRY#${cheat}` } }));
    expect(item.Item).toMatchObject({ removed: true });
    expect(item.Item?.gsi1pk).toBeUndefined();
    expect((await listAudit(`COMPETITION#${id}`)).map((e) => e.action)).toContain('competition.remove_player');
    // A player removed before ever playing never enters either.
    const early = newPlayer();
    await invoke(handlers.removeCompetitionPlayer, apiEvent(routes.removeCompetitionPlayer, { token: admin(), pathParameters: { id }, body: { sub: early } }));
    await post([scoreOf(await seedPlay(1, ['found', 'found'], { sub: early }))], early);
    expect((await read(id)).json.entries).toHaveLength(1);
  });
});
