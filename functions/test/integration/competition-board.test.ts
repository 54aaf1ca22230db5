import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BOARD_PAGE_SIZE, routes, type CompetitionInput, type ScoreServer } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import type { PlayItem, RefRecord } from '../../src/data/plays';
import { apiEvent, invoke } from '../helpers/events';
import { HOUR, newCompetition as createCompetitionOn, wall } from '../helpers/competitions';
import { scoreOfPlay } from '../helpers/scores';
import { useIntegrationTable } from '../helpers/integration';
import { drainStatsStream } from '../helpers/stats-stream';
import { seedFixture } from '../helpers/seed-fixture';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { digestOf } from '../../src/lib/player';
import { loadSeed } from '../../../scripts/src/seed/load-seed';
import type * as BoardData from '../../src/data/competition-board';
import type * as BoardRules from '../../src/rules/competition-board';
import type * as FairPlayData from '../../src/data/fair-play';

/**
 * Competitions' leaderboards against DynamoDB Local: entries written from the score
 * recording path, the better of two kept, pages across shards, the caller's own rank, removal.
 * Fixture: game 1 (live, references r01 r02), game 2 (live, 3 references).
 */
const key = createSigningKey();
let db: DynamoDBDocumentClient;
let tableName: string;
const names = [
  'postScores', 'competitionBoard', 'getCompetitionBoard', 'removeCompetitionPlayer', 'createCompetition', 'startPlay', 'finishPlay', 'solution', 'reveal',
] as const;
const handlers = {} as Record<(typeof names)[number], LambdaHandler>;
let createPlay: (play: PlayItem, expiresAt: number) => Promise<void>;
let fairPlay: typeof FairPlayData;
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
  fairPlay = await import('../../src/data/fair-play');
  board = await import('../../src/data/competition-board');
  rules = await import('../../src/rules/competition-board');
  listAudit = (await import('../../src/data/audit')).listAuditOfTarget;
  for (const name of names) handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
});

const tokenOf = (sub: string) => signAccessToken(key, { sub, username: `google_${sub}` });
const newPlayer = () => `p-${randomUUID().slice(0, 13)}`;
const SECRET = 'C'.repeat(43);
const BROWSER = [`quiz_player=${SECRET}`];
const REFS: Record<number, string[]> = { 1: ['r01', 'r02'], 2: ['r01', 'r02', 'r03'] };


const newCompetition = (change: Partial<CompetitionInput> = {}) => createCompetitionOn(handlers.createCompetition, admin(), change);

/**
 * A play of this file's browser: started `startedAgoMs` ago, ended after `durationMs`, with these
 * statuses; the first part of its own run (its start recorded, as startPlay does), or a later part of `runId`.
 */
async function seedPlay(
  gameId: number, statuses: RefRecord['status'][],
  options: { sub?: string | null; startedAgoMs?: number; durationMs?: number; runId?: string; partIndex?: number; runEnded?: boolean } = {},
) {
  const startedAt = Date.now() - (options.startedAgoMs ?? 120_000);
  const refs = Object.fromEntries(REFS[gameId]!.map((id, i) => [id, { status: statuses[i] ?? 'open', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 1 }]));
  const play: PlayItem = {
    playId: randomUUID(), gameId, mode: 'FREE', locale: 'en', sub: options.sub ?? null, ownerDigest: digestOf(SECRET),
    startedAt, endsAt: startedAt + 180_000, endedAt: startedAt + (options.durationMs ?? 60_000), refs, looseGuesses: 0, missesFree: 0, question: null, asked: [], version: 3,
    runPart: 1, runEndedAt: options.runEnded ? startedAt + (options.durationMs ?? 60_000) : null, continuedBy: null, partIndex: options.partIndex ?? 0,
    carried: { consumed: 0, found: 0, revealed: 0 }, test: false, ...(options.runId ? { runId: options.runId } : {}),
  };
  if (!options.runId) await fairPlay.putRunStart(options.sub ?? `anon:${digestOf(SECRET)}`, { gameId, runId: play.playId, startedAt });
  await createPlay(play, Math.floor(Date.now() / 1000) + 86_400);
  return play;
}

const scoreOf = (play: PlayItem) => scoreOfPlay(play, { duration: 30 });

const post = (scores: ScoreServer[], sub?: string, query: Record<string, string> = {}) =>
  invoke(handlers.postScores, apiEvent(routes.postScores, { body: scores, query: { init: '1', ...query }, token: sub ? tokenOf(sub) : undefined, cookies: BROWSER }));

/** A board read; the own rank's buckets follow the table's stream: drained first (helpers/stats-stream.ts). */
const read = async (id: string, options: { sub?: string; cursor?: string } = {}) => {
  await drainStatsStream();
  return invoke(handlers.competitionBoard, apiEvent(routes.competitionBoard, {
    pathParameters: { id }, token: options.sub ? tokenOf(options.sub) : undefined, query: options.cursor ? { cursor: options.cursor } : {},
  }));
};

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

  it('two parts of one run posted at once keep the better entry (conditional Put)', async () => {
    const id = await newCompetition();
    const kim = newPlayer();
    const worse = await seedPlay(1, ['found', 'open'], { sub: kim, durationMs: 30_000, startedAgoMs: 240_000 });
    const better = await seedPlay(1, ['found', 'found'], { sub: kim, durationMs: 90_000, runId: worse.playId, partIndex: 1 });
    const answers = await Promise.all([post([scoreOf(worse)], kim), post([scoreOf(better)], kim)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await read(id)).json.entries).toEqual([expect.objectContaining({ score: 10, durationMs: 90_000 })]);
    // The earlier part posted again never replaces it.
    await post([scoreOf(worse)], kim);
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

/**
 * Fair runs (docs/adr/0034-competitions-and-leaderboards.md), through the play calls
 * that record them (startPlay, reveal, solution) and the score post that judges them.
 */
describe('fair runs: only the first run of a quiz in the period enters, and never after the player saw its answers', () => {
  let getPlay: (playId: string) => Promise<PlayItem | undefined>;
  beforeAll(async () => {
    ({ getPlay } = await import('../../src/data/plays'));
  });
  /** A browser of its own (its player secret): runs of different tests never share a record. */
  const newBrowser = () => [`quiz_player=${randomUUID().replace(/-/g, '').padEnd(43, 'x').slice(0, 43)}`];
  const call = (name: (typeof names)[number], options: Parameters<typeof apiEvent>[1]) =>
    invoke(handlers[name], apiEvent(routes[name as keyof typeof routes], options));
  async function startRun(sub: string | null, browser: string[], mode: 'FREE' | 'QUIZ' = 'FREE') {
    const { status, json } = await call('startPlay', { body: { gameId: 1, mode, locale: 'en' }, token: sub ? tokenOf(sub) : undefined, cookies: browser });
    expect(status, JSON.stringify(json)).toBe(200);
    return json.play.playId as string;
  }
  const asCaller = (sub: string | null, browser: string[], playId: string) => ({ token: sub ? tokenOf(sub) : undefined, cookies: browser, pathParameters: { playId } });
  /** Ends the run ("End and see the answers"), having found `found` (as guesses would), and gives its record. */
  async function endRun(sub: string | null, browser: string[], playId: string, found: RefRecord['status'][] = []) {
    if (found.length) {
      const refs = Object.fromEntries(REFS[1]!.map((id, i) => [id, { status: found[i] ?? 'open', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 1 }]));
      await db.send(new UpdateCommand({ TableName: tableName, Key: { pk: `PLAY#${playId}`, sk: 'META' }, UpdateExpression: 'SET refs = :refs', ExpressionAttributeValues: { ':refs': refs } }));
    }
    expect((await call('finishPlay', { ...asCaller(sub, browser, playId), body: { endRun: true } })).status).toBe(200);
    return (await getPlay(playId))!;
  }
  const postAs = (sub: string, browser: string[], plays: PlayItem[], query: Record<string, string> = {}) =>
    invoke(handlers.postScores, apiEvent(routes.postScores, { body: plays.map((p) => scoreOfPlay(p, { duration: 0 })), query: { init: '1', ...query }, token: tokenOf(sub), cookies: browser }));
  const mine = async (id: string, sub: string) => (await read(id, { sub })).json;

  it('an honest first run still enters', async () => {
    const id = await newCompetition();
    const [ann, browser] = [newPlayer(), newBrowser()];
    const run = await endRun(ann, browser, await startRun(ann, browser), ['found', 'open']);
    expect((await postAs(ann, browser, [run])).status).toBe(200);
    expect(await mine(id, ann)).toMatchObject({ me: { rank: 1, score: 5 }, refusal: null });
  });

  it('the replay: a run ended at once, its solution read, a new run naming everything: no entry; its player is told why, nobody else', async () => {
    const id = await newCompetition();
    const [rex, browser] = [newPlayer(), newBrowser()];
    const first = await startRun(rex, browser);
    await endRun(rex, browser, first);
    const solution = await call('solution', asCaller(rex, browser, first));
    expect(solution.status).toBe(200);
    const replay = await endRun(rex, browser, await startRun(rex, browser), ['found', 'found']);
    const posted = await postAs(rex, browser, [replay]);
    expect(posted.status).toBe(200);
    expect(posted.json.received).toMatchObject({ stored: 1 });
    const own = await mine(id, rex);
    expect(own.entries).toEqual([]);
    expect(own.me).toBeNull();
    expect(own.refusal).toEqual({ gameId: 1, startedAt: new Date(replay.startedAt).toISOString(), reason: 'answers_seen' });
    // Silent to others: another player and an anonymous visitor read no refusal and no entry.
    expect((await read(id, { sub: newPlayer() })).json).toMatchObject({ entries: [], refusal: null });
    expect((await read(id)).json.refusal ?? null).toBeNull();
  });

  it('a reveal, then a new run: no entry (answers seen)', async () => {
    const id = await newCompetition();
    const [ria, browser] = [newPlayer(), newBrowser()];
    const first = await startRun(ria, browser);
    expect((await call('reveal', { ...asCaller(ria, browser, first), body: { refId: 'r01' } })).status).toBe(200);
    const next = await endRun(ria, browser, await startRun(ria, browser), ['found', 'found']);
    await postAs(ria, browser, [next]);
    expect(await mine(id, ria)).toMatchObject({ entries: [], refusal: { reason: 'answers_seen' } });
  });

  it('a QUIZ play, then a FREE play: the QUIZ run (the first) enters, the FREE one does not (answers seen at the QUIZ start)', async () => {
    const id = await newCompetition();
    const [quinn, browser] = [newPlayer(), newBrowser()];
    const quiz = await endRun(quinn, browser, await startRun(quinn, browser, 'QUIZ'), ['found', 'locked']);
    const free = await endRun(quinn, browser, await startRun(quinn, browser, 'FREE'), ['found', 'found']);
    await postAs(quinn, browser, [free]);
    expect(await mine(id, quinn)).toMatchObject({ me: null, refusal: { reason: 'answers_seen' } });
    await postAs(quinn, browser, [quiz]);
    expect(await mine(id, quinn)).toMatchObject({ me: { score: 5 } });
  });

  it('answers seen before the period (a run before it, its solution read): the first run in the period does not enter', async () => {
    const id = await newCompetition({ start: wall(-HOUR), end: wall(HOUR) });
    const [old, browser] = [newPlayer(), newBrowser()];
    const before = await seedPlay(1, ['open', 'open'], { sub: old, startedAgoMs: 2 * HOUR, runEnded: true });
    expect((await call('solution', { token: tokenOf(old), cookies: BROWSER, pathParameters: { playId: before.playId } })).status).toBe(200);
    const run = await endRun(old, browser, await startRun(old, browser), ['found', 'found']);
    await postAs(old, browser, [run]);
    expect(await mine(id, old)).toMatchObject({ me: null, refusal: { reason: 'answers_seen' } });
  });

  it('two devices at once: of two runs started together, exactly one (the earliest start) enters', async () => {
    const id = await newCompetition();
    const [duo, phone, laptop] = [newPlayer(), newBrowser(), newBrowser()];
    const [a, b] = await Promise.all([startRun(duo, phone), startRun(duo, laptop)]);
    const plays = await Promise.all([endRun(duo, phone, a, ['found', 'open']), endRun(duo, laptop, b, ['found', 'found'])]);
    const answers = await Promise.all([postAs(duo, phone, [plays[0]]), postAs(duo, laptop, [plays[1]])]);
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    const first = [...plays].sort((x, y) => x.startedAt - y.startedAt || (x.playId < y.playId ? -1 : 1))[0]!;
    const own = await mine(id, duo);
    expect(own.entries).toEqual([expect.objectContaining({ score: first === plays[0] ? 5 : 10, mine: true })]);
    expect(own.refusal).toMatchObject({ reason: 'not_first_run' });
  });

  it('two devices: the answers read on one while the first run goes on on the other: neither enters', async () => {
    const id = await newCompetition();
    const [duo, phone, laptop] = [newPlayer(), newBrowser(), newBrowser()];
    const first = await startRun(duo, phone);
    const second = await startRun(duo, laptop);
    await endRun(duo, laptop, second);
    expect((await call('solution', asCaller(duo, laptop, second))).status).toBe(200);
    const played = await endRun(duo, phone, first, ['found', 'found']);
    await postAs(duo, phone, [played]);
    expect(await mine(id, duo)).toMatchObject({ me: null, refusal: { reason: 'answers_seen' } });
  });

  it('what an anonymous player saw is carried over to their account at sign-in: their next run on another device does not enter', async () => {
    const id = await newCompetition();
    const [ivy, home, work] = [newPlayer(), newBrowser(), newBrowser()];
    const anonymous = await startRun(null, home);
    const ended = await endRun(null, home, anonymous);
    expect((await call('solution', asCaller(null, home, anonymous))).status).toBe(200);
    // First sign-in in that browser: its anonymous score comes along (deanonymize), and its record too.
    expect((await postAs(ivy, home, [ended], { deanonymize: '1' })).status).toBe(200);
    expect((await mine(id, ivy)).me).toMatchObject({ score: 0 });
    const elsewhere = await endRun(ivy, work, await startRun(ivy, work), ['found', 'found']);
    await postAs(ivy, work, [elsewhere]);
    expect(await mine(id, ivy)).toMatchObject({ me: { score: 0 }, refusal: { reason: 'answers_seen' } });
  });
});

describe('reading the board: pages across shards, own rank, drafts, cursors', () => {
  it('own rank from the rank buckets (docs/adr/0035-own-rank-by-buckets.md): every player\'s rank is their place on the board, after better plays moved entries between buckets and removed players left', async () => {
    const id = await newCompetition();
    const subs = Array.from({ length: 36 }, () => newPlayer());
    const started = Date.now() - 60_000;
    // Scores 0..5 and durations in three whole seconds: many entries share a score, some a second too.
    const entryOf = (i: number, better = 0) => ({ score: (i % 6) + better, durationMs: 1000 + ((i * 370) % 3000), startedAt: started + i, sub: subs[i]! });
    const put = (i: number, better = 0) => {
      const entry = entryOf(i, better);
      return board.putBoardEntryIfBetter({
        ...entry, competitionId: id, name: `Player ${i}`, tag: rules.playerTag(entry.sub), playId: randomUUID(), gameId: 1, rankKey: rules.rankKey(entry), recordedAt: Date.now(),
      }, rules.shardOf(entry.sub, 4));
    };
    // One at a time: the machine is shared, and the functions' client gives up after 1.2 s.
    for (const i of subs.keys()) await put(i);
    // Five players play better (their entries leave their buckets for better ones); three are removed.
    for (const i of [3, 8, 14, 20, 33]) await put(i, 2);
    const removed = [5, 11, 30];
    for (const i of removed) {
      expect((await invoke(handlers.removeCompetitionPlayer, apiEvent(routes.removeCompetitionPlayer, { token: admin(), pathParameters: { id }, body: { sub: subs[i] } }))).status).toBe(200);
    }
    const standing = subs.map((sub, i) => ({ sub, key: rules.rankKey(entryOf(i, [3, 8, 14, 20, 33].includes(i) ? 2 : 0)) }))
      .filter((_, i) => !removed.includes(i))
      .sort((x, y) => (x.key < y.key ? -1 : 1));
    for (const [place, { sub }] of standing.entries()) expect((await read(id, { sub })).json.me?.rank, sub).toBe(place + 1);
  }, 120_000);

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
