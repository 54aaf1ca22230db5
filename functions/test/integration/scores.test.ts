import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand, GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { playScore, routes, SCORES_PAGE_SIZE, summarisePlayedGames, type PlayedGame, type ScoreServer, type StoredScore } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import type { PlayItem, RefRecord } from '../../src/data/plays';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { drainStatsStream } from '../helpers/stats-stream';
import { scoreOfPlay } from '../helpers/scores';
import { loseAnswers } from '../helpers/lost-answers';
import { seedFixture } from '../helpers/seed-fixture';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { digestOf } from '../../src/lib/player';
import { loadSeed } from '../../../scripts/src/seed/load-seed';

/**
 * Scores against DynamoDB Local: checked against their play, recorded once per play (the
 * game's and the site's stats follow from the table's stream, drained before each read of them), kept
 * unverified without a play, and given back by init. Fixture: game 1 (live, 2 references r01 r02), game 2 (live, 3 references).
 */

const key = createSigningKey();
let db: DynamoDBDocumentClient;
let tableName: string;
let handlers: Record<'postScores' | 'init' | 'listScores' | 'persistCookie', LambdaHandler>;
let createPlay: (play: PlayItem, expiresAt: number) => Promise<void>;

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg')));
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  ({ createPlay } = await import('../../src/data/plays'));
  handlers = {
    postScores: (await import('../../src/handlers/postScores')).handler,
    init: (await import('../../src/handlers/init')).handler,
    listScores: (await import('../../src/handlers/listScores')).handler,
    persistCookie: (await import('../../src/handlers/persistCookie')).handler,
  };
});

const tokenOf = (sub: string) => signAccessToken(key, { sub, username: `google_${sub}` });
let people = 0;
/** A player nobody has used yet in this file, so that each test reads only its own copies. */
const newPlayer = () => `player-${++people}-${randomUUID().slice(0, 6)}`;

const REFS: Record<number, string[]> = { 1: ['r01', 'r02'], 2: ['r01', 'r02', 'r03'] };
type Status = RefRecord['status'];

/** This file's browser: its player secret, which owns the plays it starts (docs/game.md "Who owns a play"). */
const BROWSER_SECRET = 'B'.repeat(43);
const BROWSER = [`quiz_player=${BROWSER_SECRET}`];

/** A play record as the plays calls leave it: started a minute ago and ended, with these statuses. */
async function seedPlay(gameId: number, statuses: Status[], options: { sub?: string | null; ageSeconds?: number; secret?: string | null; running?: boolean; part?: { partIndex: number; carried: PlayItem['carried'] }; test?: boolean } = {}) {
  const now = Date.now();
  const startedAt = now - (options.ageSeconds ?? 60) * 1000;
  const refs = Object.fromEntries(
    REFS[gameId]!.map((id, i) => [id, { status: statuses[i] ?? 'open', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 1 }]),
  );
  const play: PlayItem = {
    playId: randomUUID(), gameId, mode: 'FREE', locale: 'en', sub: options.sub ?? null,
    ownerDigest: options.secret === null ? null : digestOf(options.secret ?? BROWSER_SECRET),
    startedAt, endsAt: startedAt + 180_000, endedAt: options.running ? null : now, refs, looseGuesses: 0, missesFree: 0, question: null, asked: [], version: 3,
    runPart: 1, runEndedAt: null, continuedBy: null,
    partIndex: options.part?.partIndex ?? 0, carried: options.part?.carried ?? { consumed: 0, found: 0, revealed: 0 },
    test: options.test ?? false,
  };
  await createPlay(play, Math.floor(now / 1000) + 86_400);
  return play;
}

/** The score the page would post for a play, changed by `change` (a forged claim, a wrong question…). */
function scoreOf(play: PlayItem, change: (s: ScoreServer) => void = () => undefined): ScoreServer {
  const score = scoreOfPlay(play);
  change(score);
  return score;
}

function post(scores: unknown[], options: { sub?: string; query?: Record<string, string>; cookies?: string[] } = {}) {
  return invoke(handlers.postScores, apiEvent(routes.postScores, {
    body: scores, query: { init: '1', ...options.query }, token: options.sub ? tokenOf(options.sub) : undefined, cookies: options.cookies ?? BROWSER,
  }));
}

// The counters follow the table's stream: each read drains it first (helpers/stats-stream.ts).
async function gameStats(gameId: number) {
  await drainStatsStream();
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `GAME#${gameId}`, sk: 'META' } }));
  return { playedCount: (Item?.playedCount as number | undefined) ?? 0, scoreSum: (Item?.scoreSum as number | undefined) ?? 0 };
}

async function siteStats() {
  await drainStatsStream();
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { pk: 'SITE', sk: 'STATS' } }));
  return { playedCount: (Item?.playedCount as number | undefined) ?? 0, scoreSum: (Item?.scoreSum as number | undefined) ?? 0 };
}

async function siteRefs() {
  await drainStatsStream();
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { pk: 'SITE', sk: 'STATS' } }));
  return { found: Number(Item?.refsFound ?? 0), consumed: Number(Item?.refsConsumed ?? 0) };
}

async function copiesOf(sub: string) {
  const { Items = [] } = await db.send(new QueryCommand({
    TableName: tableName, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': `USER#${sub}`, ':p': 'SCORE#' },
  }));
  return Items;
}

async function playItem(playId: string) {
  return (await db.send(new GetCommand({ TableName: tableName, Key: { pk: `PLAY#${playId}`, sk: 'META' }, ConsistentRead: true }))).Item;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

describe('POST /api/post_scores: recorded once per play, with exact stats', () => {
  it('a later part of a run adds to the site\'s reference counters only what it found beyond its earlier parts (docs/game.md "Runs in parts")', async () => {
    const refCounters = async () => {
      await drainStatsStream();
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { pk: 'SITE', sk: 'STATS' }, ConsistentRead: true }));
      return { consumed: Number(Item?.refsConsumed ?? 0), found: Number(Item?.refsFound ?? 0) };
    };
    // Part 1 of a run that carried one found reference from part 0, and found one more.
    const play = await seedPlay(1, ['found', 'found'], { part: { partIndex: 1, carried: { consumed: 1, found: 1, revealed: 0 } } });
    const before = await refCounters();
    const score = scoreOf(play, (s) => {
      s.data.summary.partIndex = 1;
      s.data.summary.runPart = 1;
    });
    const { status, json } = await post([score]);
    expect(status, JSON.stringify(json)).toBe(200);
    expect(await refCounters()).toEqual({ consumed: before.consumed + 1, found: before.found + 1 });
  });

  it('records a new score: the play is marked scored, the game and site stats move once, the answer is init plus received', async () => {
    const play = await seedPlay(1, ['found', 'revealed']);
    const [before, siteBefore] = [await gameStats(1), await siteStats()];
    const { status, json } = await post([scoreOf(play)]);
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.received).toEqual({ stored: 1, known: 0, unverified: 0 });
    // The answer is the caller's part of init: an anonymous caller has no records; the counters are the catalogue's.
    expect(json.played).toEqual([]);
    expect(json.games).toBeUndefined();
    expect(await gameStats(1)).toEqual({ playedCount: before.playedCount + 1, scoreSum: round1(before.scoreSum + 5) });
    expect(await siteStats()).toEqual({ playedCount: siteBefore.playedCount + 1, scoreSum: round1(siteBefore.scoreSum + 5) });
    expect((await playItem(play.playId))?.scoredAt).toEqual(expect.any(Number));
  });

  it('a play of a game in test (the playground) is recorded for its player but moves neither the game\'s nor the site\'s stats', async () => {
    const player = newPlayer();
    const play = await seedPlay(1, ['found', 'revealed'], { sub: player, test: true });
    const [before, siteBefore] = [await gameStats(1), await siteStats()];
    const { status, json } = await post([scoreOf(play)], { sub: player });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.received).toEqual({ stored: 1, known: 0, unverified: 0 });
    expect(await gameStats(1)).toEqual(before);
    expect(await siteStats()).toEqual(siteBefore);
    expect((await playItem(play.playId))?.scoredAt).toEqual(expect.any(Number));
    expect(await copiesOf(player)).toHaveLength(1);
    // With an ordinary play in the same post: only that one counts.
    const live = await seedPlay(1, ['found', 'found'], { sub: player });
    const test2 = await seedPlay(1, ['found', 'found'], { sub: player, test: true });
    expect((await post([scoreOf(live), scoreOf(test2)], { sub: player })).json.received).toEqual({ stored: 2, known: 0, unverified: 0 });
    expect(await gameStats(1)).toEqual({ playedCount: before.playedCount + 1, scoreSum: round1(before.scoreSum + 10) });
    expect((await siteStats()).playedCount).toBe(siteBefore.playedCount + 1);
  });

  it('idempotent: the same score posted twice is stored once, the repeat is known, stats move once', async () => {
    const player = newPlayer();
    const play = await seedPlay(2, ['found', 'found', 'open'], { sub: player });
    const before = await gameStats(2);
    expect((await post([scoreOf(play)], { sub: player })).json.received).toEqual({ stored: 1, known: 0, unverified: 0 });
    const again = await post([scoreOf(play), scoreOf(play)], { sub: player });
    expect(again.json.received).toEqual({ stored: 0, known: 2, unverified: 0 });
    expect(await gameStats(2)).toEqual({ playedCount: before.playedCount + 1, scoreSum: round1(before.scoreSum + 6.7) });
    expect(await copiesOf(player)).toHaveLength(1);
  });

  it('idempotent under a race: two concurrent posts of one score (two tabs) store it once and move stats once', async () => {
    const player = newPlayer();
    const play = await seedPlay(1, ['found', 'found'], { sub: player });
    const before = await gameStats(1);
    const results = await Promise.all([post([scoreOf(play)], { sub: player }), post([scoreOf(play)], { sub: player })]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const received = results.map((r) => r.json.received);
    expect(received.reduce((n, r) => n + r.stored, 0)).toBe(1);
    expect(received.reduce((n, r) => n + r.known, 0)).toBe(1);
    expect(await gameStats(1)).toEqual({ playedCount: before.playedCount + 1, scoreSum: round1(before.scoreSum + 10) });
    expect(await copiesOf(player)).toHaveLength(1);
  });

  it('exact under load: 20 concurrent posts of distinct scores of one game move playedCount by exactly 20', async () => {
    const plays = await Promise.all(Array.from({ length: 20 }, (_, i) => seedPlay(2, i % 2 ? ['found', 'open', 'open'] : ['found', 'found', 'found'])));
    const [before, siteBefore] = [await gameStats(2), await siteStats()];
    const results = await Promise.all(plays.map((p, i) => post([scoreOf(p)], i % 3 ? {} : { sub: newPlayer() })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.every((r) => r.json.received.stored === 1)).toBe(true);
    const added = plays.reduce((sum, p) => sum + playScore(Object.values(p.refs)), 0);
    expect(await gameStats(2)).toEqual({ playedCount: before.playedCount + 20, scoreSum: round1(before.scoreSum + added) });
    expect((await siteStats()).playedCount).toBe(siteBefore.playedCount + 20);
  });

  it('no shared item on the score path: 50 concurrent scorers of two games leave the site\'s and each game\'s totals exact once the stream is aggregated (functions/src/data/README.md "Statistics off the score path")', async () => {
    const plays: PlayItem[] = [];
    // Seeded ten at a time (the machine is shared); the posts themselves all at once.
    for (let i = 0; i < 50; i += 10) {
      plays.push(...await Promise.all(Array.from({ length: 10 }, (_, j) => seedPlay(1 + ((i + j) % 2), (i + j) % 3 ? ['found', 'revealed', 'open'] : ['found', 'found', 'found']))));
    }
    const [one, two, siteBefore, refsBefore] = [await gameStats(1), await gameStats(2), await siteStats(), await siteRefs()];
    // As the page does: a 503 (DynamoDB Local slow on a busy machine) is posted again; a post that
    // landed before its answer was lost comes back `known`, and counts once all the same.
    const postUntilAnswered = async (p: PlayItem, options: { sub?: string }) => {
      for (let attempt = 1; ; attempt++) {
        const answer = await post([scoreOf(p)], options);
        if (answer.status !== 503 || attempt === 8) return answer;
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    };
    const results = await Promise.all(plays.map((p, i) => postUntilAnswered(p, i % 2 ? {} : { sub: newPlayer() })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const sumOf = (gameId: number) => plays.filter((p) => p.gameId === gameId).reduce((sum, p) => sum + playScore(Object.values(p.refs)), 0);
    const found = plays.reduce((n, p) => n + Object.values(p.refs).filter((r) => r.status === 'found').length, 0);
    expect(await gameStats(1)).toEqual({ playedCount: one.playedCount + 25, scoreSum: round1(one.scoreSum + sumOf(1)) });
    expect(await gameStats(2)).toEqual({ playedCount: two.playedCount + 25, scoreSum: round1(two.scoreSum + sumOf(2)) });
    expect(await siteStats()).toEqual({ playedCount: siteBefore.playedCount + 50, scoreSum: round1(siteBefore.scoreSum + sumOf(1) + sumOf(2)) });
    expect((await siteRefs()).found).toBe(refsBefore.found + found);
    // Read again: nothing more to apply, nothing counted twice.
    expect(await gameStats(1)).toEqual({ playedCount: one.playedCount + 25, scoreSum: round1(one.scoreSum + sumOf(1)) });
  }, 120_000);

  it('records a post larger than one transaction (120 scores signed in) exactly, in chunks', async () => {
    const player = newPlayer();
    // Seeded ten at a time: 120 connections at once to DynamoDB Local outlast the client's connect timeout on a busy machine.
    const plays: PlayItem[] = [];
    for (let i = 0; i < 120; i += 10) plays.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => seedPlay(1 + ((i + j) % 2), ['found'])))));
    const [one, two] = [await gameStats(1), await gameStats(2)];
    const { status, json } = await post(plays.map((p) => scoreOf(p)), { sub: player });
    expect(status, JSON.stringify(json.error)).toBe(200);
    expect(json.received).toEqual({ stored: 120, known: 0, unverified: 0 });
    expect((await gameStats(1)).playedCount).toBe(one.playedCount + 60);
    expect((await gameStats(2)).playedCount).toBe(two.playedCount + 60);
    expect(await copiesOf(player)).toHaveLength(120);
    // One record a quiz, whatever the number of plays.
    expect(json.played.map((g: PlayedGame) => [g.gameId, g.plays])).toEqual([[1, 60], [2, 60]]);
  });
});

describe('POST /api/post_scores: an implausible score is refused, naming it, and nothing is stored', () => {
  async function expectRefused(scores: ScoreServer[], sub: string, paths: string[]) {
    const [one, two, site] = [await gameStats(1), await gameStats(2), await siteStats()];
    const { status, json } = await post(scores, { sub });
    expect(status).toBe(400);
    expect(json.error.code).toBe('validation_failed');
    for (const p of paths) expect(json.error.issues.map((i: { path: (string | number)[] }) => i.path.join('.'))).toContain(p);
    expect([await gameStats(1), await gameStats(2), await siteStats()]).toEqual([one, two, site]);
    expect(await copiesOf(sub)).toEqual([]);
    for (const s of scores) if (s.playId) expect((await playItem(s.playId))?.scoredAt).toBeUndefined();
    return json.error.issues as { code: string; path: (string | number)[]; message: string }[];
  }
  it('refuses a score naming another part than its play\'s (part_mismatch), storing nothing', async () => {
    const play = await seedPlay(1, ['found']);
    const forged = scoreOf(play, (s) => {
      s.data.summary.partIndex = 4;
    });
    await expectRefused([forged], newPlayer(), ['body.0.data.summary.partIndex']);
  });


  it('more found than the play found → 400 naming body.1.data.summary.refsFound; the valid score beside it is not stored either', async () => {
    const good = await seedPlay(1, ['found', 'open']);
    const bad = await seedPlay(2, ['found', 'open', 'open']);
    const forged = scoreOf(bad, (s) => {
      s.data.questions[1]!.refFound = true;
      s.data.questions[1]!.refConsumed = true;
      s.data.summary.refsFound = 2;
      s.data.summary.refsConsumed = 2;
    });
    const issues = await expectRefused([scoreOf(good), forged], newPlayer(), ['body.1.data.summary.refsFound', 'body.1.data.questions.1.refFound']);
    expect(issues.find((i) => i.path.join('.') === 'body.1.data.summary.refsFound')).toEqual({
      code: 'found_exceeds_play', path: ['body', 1, 'data', 'summary', 'refsFound'], message: '2, the play found 1',
    });
  });

  it('a duration over the clock → 400 naming body.0.duration', async () => {
    const play = await seedPlay(1, ['found', 'found'], { ageSeconds: 300 });
    await expectRefused([scoreOf(play, (s) => { s.duration = 400; })], newPlayer(), ['body.0.duration']);
  });

  it('a question index out of range → 400 naming body.0.data.questions.0.questionIndex', async () => {
    const play = await seedPlay(1, ['found', 'open']);
    await expectRefused([scoreOf(play, (s) => { s.data.questions[0]!.questionIndex = 9; })], newPlayer(), ['body.0.data.questions.0.questionIndex']);
  });

  it('a score higher than the play earned → 400 naming body.0.score', async () => {
    const play = await seedPlay(1, ['found', 'open']);
    await expectRefused([scoreOf(play, (s) => { s.score = 10; })], newPlayer(), ['body.0.score']);
  });

  it('a score without playId and no legacy flag → 400 "playId required"', async () => {
    const { playId: _drop, ...legacy } = scoreOf(await seedPlay(1, ['found', 'open']));
    const issues = await expectRefused([legacy], newPlayer(), ['body.0.playId']);
    expect(issues[0]).toMatchObject({ code: 'play_id_required', message: expect.stringMatching(/playId required/) });
  });

  it('a malformed score → 400 from the schema, nothing stored', async () => {
    const { status, json } = await post([{ gameId: 1, score: 'ten' }]);
    expect(status).toBe(400);
    expect(json.error.issues.map((i: { path: (string | number)[] }) => i.path.join('.'))).toContain('body.0.score');
  });
});

describe('POST /api/post_scores: only verified scores count', () => {
  it('unknown play rule: a score naming a play the server does not know (random, or gone after 30 days) is 400 unknown_play naming it; nothing stored', async () => {
    const player = newPlayer();
    const play = await seedPlay(1, ['found', 'found']);
    const unknown = { ...scoreOf(play), playId: randomUUID() }; // no such play: never started, or deleted by the TTL
    const [before, site] = [await gameStats(1), await siteStats()];
    for (const query of [{}, { legacy: '1' }] as Record<string, string>[]) {
      const { status, json } = await post([unknown], { sub: player, query });
      expect(status, JSON.stringify(json)).toBe(400);
      expect(json.error.code).toBe('unknown_play');
      expect(json.error.issues).toEqual([expect.objectContaining({ code: 'unknown_play', path: ['body', 0, 'playId'] })]);
    }
    expect(await copiesOf(player)).toEqual([]);
    expect([await gameStats(1), await siteStats()]).toEqual([before, site]);
    // Beside another refused score, the answer is the usual validation_failed naming both.
    const { status, json } = await post([unknown, { ...scoreOf(play), duration: 900 }], { sub: player });
    expect(status).toBe(400);
    expect(json.error.code).toBe('validation_failed');
    expect(json.error.issues.map((i: { code: string }) => i.code)).toContain('unknown_play');
    // The init answer knows nothing of it: no best score of 10, no record.
    const init = await invoke(handlers.init, apiEvent(routes.init, { token: tokenOf(player), cookies: BROWSER }));
    expect(init.json.played).toEqual([]);
  });

  it('unknown play rule, anonymous: 400 unknown_play, nothing counted', async () => {
    const gone = { ...scoreOf(await seedPlay(1, ['found', 'open'])), playId: randomUUID() };
    const site = await siteStats();
    const { status, json } = await post([gone]);
    expect(status).toBe(400);
    expect(json.error.code).toBe('unknown_play');
    expect(await siteStats()).toEqual(site);
  });

  it('legacy=1 accepts a score without playId: kept unverified for its player, keyed by its timestamp; never a best score nor in the stats, listed marked in the history', async () => {
    const player = newPlayer();
    const { playId: _drop, ...legacy } = scoreOf(await seedPlay(2, ['found', 'found', 'found']));
    const before = await gameStats(2);
    const { status, json } = await post([legacy, legacy], { sub: player, query: { legacy: '1' } });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.received).toEqual({ stored: 0, known: 0, unverified: 2 });
    const copies = await copiesOf(player);
    expect(copies.map((c) => c.sk)).toEqual([`SCORE#2#${legacy.timestamp}`]);
    expect(copies[0]).toMatchObject({ verified: false });
    expect(await gameStats(2)).toEqual(before);
    // Never a best score, never in the stats: the init answer has no record of quiz 2 (the 10/10 is not its best).
    expect(json.played).toEqual([]);
    const init = await invoke(handlers.init, apiEvent(routes.init, { token: tokenOf(player), cookies: BROWSER }));
    expect(init.json.played).toEqual([]);
    // A verified play of the same quiz is its record, whatever the unverified copy claims.
    const honest = await seedPlay(2, ['found', 'open', 'open']);
    const after = await post([scoreOf(honest)], { sub: player });
    expect(after.json.played).toEqual([expect.objectContaining({ gameId: 2, plays: 1, bestScore: 3.3, best: expect.objectContaining({ playId: honest.playId, verified: true }) })]);
    // The history lists both, the legacy one marked unverified.
    const history = await invoke(handlers.listScores, apiEvent(routes.listScores, { token: tokenOf(player) }));
    expect(history.json.scores.map((s: { verified: boolean; score: number }) => [s.verified, s.score]).sort()).toEqual([[false, 10], [true, 3.3]]);
  });
});

describe('POST /api/post_scores: first sign-in (deanonymize) and ownership', () => {
  it('deanonymize: an anonymous score posted again signed in claims the play and creates the copy, without counting again', async () => {
    const play = await seedPlay(1, ['found', 'open']);
    expect((await post([scoreOf(play)])).json.received.stored).toBe(1);
    const [before, site] = [await gameStats(1), await siteStats()];
    const player = newPlayer();
    const { status, json } = await post([scoreOf(play)], { sub: player, query: { deanonymize: '1' } });
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.received).toEqual({ stored: 0, known: 1, unverified: 0 });
    expect([await gameStats(1), await siteStats()]).toEqual([before, site]);
    expect((await playItem(play.playId))?.sub).toBe(player);
    expect(json.played).toEqual([expect.objectContaining({ gameId: 1, best: expect.objectContaining({ playId: play.playId, verified: true, score: 5 }) })]);
    expect(json.me.user).toMatchObject({ id: player, isPlayer: true });
  });

  it('another user cannot claim a play: 400 "belongs to another player", no copy for them, nothing counted', async () => {
    const owner = newPlayer();
    const play = await seedPlay(1, ['found', 'open']);
    await post([scoreOf(play)], { sub: owner, query: { deanonymize: '1' } });
    const thief = newPlayer();
    const before = await gameStats(1);
    const { status, json } = await post([scoreOf(play)], { sub: thief });
    expect(status).toBe(400);
    expect(json.error.issues).toEqual([{ code: 'play_not_owned', path: ['body', 0, 'playId'], message: 'this play belongs to another player' }]);
    expect(await copiesOf(thief)).toEqual([]);
    expect((await playItem(play.playId))?.sub).toBe(owner);
    expect(await gameStats(1)).toEqual(before);
  });

  it('a stranger (no player secret, or another browser\'s) cannot post a signed-in player\'s score: refused, nothing counted; the owner\'s post then records it', async () => {
    const owner = newPlayer();
    const play = await seedPlay(2, ['found', 'found', 'found'], { sub: owner, secret: 'O'.repeat(43) });
    const before = await gameStats(2);
    for (const cookies of [[], BROWSER]) {
      const refused = await post([scoreOf(play)], { cookies });
      expect(refused.status).toBe(400);
      expect(refused.json.error.issues).toEqual([expect.objectContaining({ code: 'play_not_owned', path: ['body', 0, 'playId'] })]);
    }
    expect(await gameStats(2)).toEqual(before);
    expect((await playItem(play.playId))?.scoredAt).toBeUndefined();
    expect((await post([scoreOf(play)], { sub: owner, cookies: [] })).json.received).toEqual({ stored: 1, known: 0, unverified: 0 });
    expect(await copiesOf(owner)).toHaveLength(1);
    expect((await gameStats(2)).playedCount).toBe(before.playedCount + 1);
  });

  it('the same browser\'s anonymous post of its signed-in player\'s play is counted once; its owner\'s later post makes their copy', async () => {
    const owner = newPlayer();
    const play = await seedPlay(2, ['found', 'found', 'found'], { sub: owner });
    const before = await gameStats(2);
    expect((await post([scoreOf(play)])).json.received).toEqual({ stored: 1, known: 0, unverified: 0 });
    expect(await copiesOf(owner)).toEqual([]);
    expect((await post([scoreOf(play)], { sub: owner })).json.received).toEqual({ stored: 0, known: 1, unverified: 0 });
    expect(await copiesOf(owner)).toHaveLength(1);
    expect((await gameStats(2)).playedCount).toBe(before.playedCount + 1);
  });

  it('a score of a play still running is refused, and nothing stored (it would claim a play its owner is still playing)', async () => {
    const play = await seedPlay(1, ['found', 'open'], { running: true, ageSeconds: 30 });
    const before = await gameStats(1);
    const { status, json } = await post([scoreOf(play, (s) => { s.duration = 30; })]);
    expect(status).toBe(400);
    expect(json.error.issues).toEqual([expect.objectContaining({ code: 'play_running', path: ['body', 0, 'playId'] })]);
    expect(await gameStats(1)).toEqual(before);
    expect((await playItem(play.playId))?.scoredAt).toBeUndefined();
  });

  it('a play older than owners (no sub, no player secret) cannot be claimed: its score is kept unverified, never counted', async () => {
    const play = await seedPlay(1, ['found', 'open'], { secret: null });
    const player = newPlayer();
    const before = await gameStats(1);
    const { json } = await post([scoreOf(play)], { sub: player });
    expect(json.received).toEqual({ stored: 0, known: 0, unverified: 1 });
    expect(await gameStats(1)).toEqual(before);
    expect((await playItem(play.playId))?.scoredAt).toBeUndefined();
  });
});

describe('GET /api/init: a signed-in player\'s record of each quiz played, not every play', () => {
  it('gives one record a quiz: the best score in full (SPEC §4 rule), the plays, their time, distinct references', async () => {
    const player = newPlayer();
    const first = await seedPlay(1, ['found', 'open'], { ageSeconds: 120 });
    const second = await seedPlay(1, ['found', 'found'], { ageSeconds: 60 });
    const other = await seedPlay(2, ['found', 'revealed', 'open']);
    await post([scoreOf(second), scoreOf(other), scoreOf(first)], { sub: player });
    const { status, json } = await invoke(handlers.init, apiEvent(routes.init, { token: tokenOf(player) }));
    expect(status).toBe(200);
    expect(Object.keys(json)).toEqual(['me', 'played']);
    expect(json.played).toHaveLength(2);
    const [one, two] = json.played as PlayedGame[];
    expect(one).toEqual({
      gameId: 1,
      best: { ...scoreOf(second), verified: true },
      bestScore: 10,
      plays: 2,
      playDuration: scoreOf(first).duration + scoreOf(second).duration,
      firstPlay: { refsFound: 1, refsHinted: 0 },
      refs: { consumed: 2, found: 2, revealed: 0 },
    });
    expect(two).toMatchObject({ gameId: 2, plays: 1, refs: { consumed: 2, found: 1, revealed: 1 } });
  });

  it('gives an anonymous caller no records and reads no scores', async () => {
    const { json } = await invoke(handlers.init, apiEvent(routes.init));
    expect(json).toEqual({ me: { isPremium: false, types: [], user: null }, played: [] });
  });

  it("never gives one player another's records", async () => {
    const [ada, bob] = [newPlayer(), newPlayer()];
    await post([scoreOf(await seedPlay(2, ['found', 'found', 'found']))], { sub: ada });
    const { json } = await invoke(handlers.init, apiEvent(routes.init, { token: tokenOf(bob) }));
    expect(json.played).toEqual([]);
  });
});

describe('records of quizzes: init reads one record a quiz, kept at recording time (docs/scores.md "Records of quizzes")', () => {
  const initOf = async (sub: string) => (await invoke(handlers.init, apiEvent(routes.init, { token: tokenOf(sub) }))).json.played as PlayedGame[];
  const removeCopies = async (sub: string) => {
    for (const item of await copiesOf(sub)) await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }));
  };

  it('init reads the records, not the plays: with every copy of the player removed, init answers the same', async () => {
    const player = newPlayer();
    const plays = [await seedPlay(1, ['found', 'open'], { ageSeconds: 120 }), await seedPlay(1, ['found', 'found']), await seedPlay(2, ['revealed'])];
    await post(plays.map((p) => scoreOf(p)), { sub: player });
    const before = await initOf(player);
    expect(before.map((g) => [g.gameId, g.plays])).toEqual([[1, 2], [2, 1]]);
    await removeCopies(player);
    expect(await initOf(player)).toEqual(before);
  });

  it('the same facts as every play summarised (summarisePlayedGames), play by play and in one post', async () => {
    const [onePost, oneByOne] = [newPlayer(), newPlayer()];
    const plays = [
      await seedPlay(2, ['found', 'open', 'revealed'], { ageSeconds: 170 }), await seedPlay(2, ['revealed', 'found', 'open'], { ageSeconds: 150 }),
      await seedPlay(2, ['found', 'found', 'found'], { ageSeconds: 130 }), await seedPlay(1, ['open', 'found'], { ageSeconds: 110 }),
    ];
    const scores = plays.map((p) => scoreOf(p));
    const expected = summarisePlayedGames(scores.map((s) => ({ ...s, verified: true }))).sort((a, b) => a.gameId - b.gameId);
    await post(scores, { sub: onePost });
    expect(await initOf(onePost)).toEqual(expected);
    // Another player, the same plays recorded one post at a time in another order.
    const theirs = await Promise.all([...plays].reverse().map((p) => seedPlay(p.gameId, REFS[p.gameId]!.map((id) => p.refs[id]!.status), { ageSeconds: (Date.now() - p.startedAt) / 1000 })));
    for (const p of theirs) await post([scoreOf(p)], { sub: oneByOne });
    const summarised = summarisePlayedGames(theirs.map((p) => ({ ...scoreOf(p), verified: true }))).sort((a, b) => a.gameId - b.gameId);
    expect((await initOf(oneByOne)).map(({ best, latest, ...facts }) => ({ ...facts, best: best.playId, latest: latest?.playId })))
      .toEqual(summarised.map(({ best, latest, ...facts }) => ({ ...facts, best: best.playId, latest: latest?.playId })));
  });

  it('exact under devices finishing at once: 8 concurrent posts of 8 plays of one quiz make plays 8 in its record', async () => {
    const player = newPlayer();
    const plays = await Promise.all(Array.from({ length: 8 }, () => seedPlay(2, ['found', 'open', 'open'])));
    // As the page does: a 503 (DynamoDB Local slow on a busy machine) is posted again, a 500 never is.
    const postUntilAnswered = async (p: PlayItem) => {
      for (let attempt = 1; ; attempt++) {
        const answer = await post([scoreOf(p)], { sub: player });
        if (answer.status !== 503 || attempt === 3) return answer.status;
      }
    };
    expect(await Promise.all(plays.map(postUntilAnswered))).toEqual(Array(8).fill(200));
    const [record] = await initOf(player);
    expect(record).toMatchObject({ gameId: 2, plays: 8, playDuration: 8 * scoreOf(plays[0]!).duration });
  });

  it('a repeat is never counted twice: the same score posted again, and twice at once, leaves plays 1', async () => {
    const player = newPlayer();
    const play = await seedPlay(1, ['found', 'found']);
    await post([scoreOf(play)], { sub: player });
    await post([scoreOf(play)], { sub: player });
    expect((await initOf(player))[0]?.plays).toBe(1);
    const twin = newPlayer();
    const race = await seedPlay(1, ['found', 'open']);
    await Promise.all([post([scoreOf(race)], { sub: twin }), post([scoreOf(race)], { sub: twin })]);
    expect((await initOf(twin))[0]?.plays).toBe(1);
  });

  it('an anonymous play claimed at sign-in enters the record once (its copy is new), and only verified plays count', async () => {
    const player = newPlayer();
    const play = await seedPlay(1, ['found', 'open']);
    await post([scoreOf(play)]);
    await post([scoreOf(play)], { sub: player, query: { deanonymize: '1' } });
    await post([scoreOf(play)], { sub: player });
    await post([{ ...scoreOf(await seedPlay(1, ['found', 'found'])), playId: undefined }], { sub: player, query: { legacy: '1' } });
    expect((await initOf(player)).map((g) => [g.gameId, g.plays])).toEqual([[1, 1]]);
  });

  it('a recording whose answer was lost is the same success on the SDK\'s retry: stored once, the record\'s plays 1 (Writes under retries)', async () => {
    const player = newPlayer();
    await initOf(player);
    const fault = loseAnswers('TransactWriteItems');
    try {
      const { status, json } = await post([scoreOf(await seedPlay(1, ['found', 'open']))], { sub: player });
      expect(fault.lost).toBe(1);
      expect(status).toBe(200);
      expect(json.received).toEqual({ stored: 1, known: 0, unverified: 0 });
    } finally {
      fault.restore();
    }
    expect((await initOf(player)).map((g) => [g.gameId, g.plays])).toEqual([[1, 1]]);
  });

  it('scores recorded before records existed: the first init builds them once from the copies, later plays fold in', async () => {
    const player = newPlayer();
    const older = [await seedPlay(2, ['found', 'open', 'open'], { ageSeconds: 170 }), await seedPlay(2, ['open', 'found', 'found'], { ageSeconds: 150 })];
    await post(older.map((p) => scoreOf(p)), { sub: player });
    // As the table holds a player of before: copies, no records, no marker.
    const { Items = [] } = await db.send(new QueryCommand({
      TableName: tableName, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)', ExpressionAttributeValues: { ':pk': `USER#${player}`, ':p': 'QUIZREC' },
    }));
    expect(Items.length).toBe(2);
    for (const item of Items) await db.send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }));
    expect((await initOf(player)).map((g) => [g.gameId, g.plays, g.refs.found])).toEqual([[2, 2, 3]]);
    await post([scoreOf(await seedPlay(2, ['revealed', 'open', 'open']))], { sub: player });
    expect((await initOf(player)).map((g) => [g.gameId, g.plays, g.refs.found])).toEqual([[2, 3, 3]]);
  });
});

describe('GET /api/scores: the full history, on demand, a page at a time, only the caller\'s own', () => {
  const page = (sub: string | null, query: Record<string, string> = {}) =>
    invoke(handlers.listScores, apiEvent(routes.listScores, { query, token: sub ? tokenOf(sub) : undefined }));

  it(`pages through every play of the caller, ${SCORES_PAGE_SIZE} at a time, each once, with a cursor`, async () => {
    const player = newPlayer();
    const plays = await Promise.all(Array.from({ length: SCORES_PAGE_SIZE + 5 }, (_, i) => seedPlay(1 + (i % 2), ['found'])));
    await post(plays.map((p) => scoreOf(p)), { sub: player });
    const first = await page(player);
    expect(first.status).toBe(200);
    expect(first.json.scores).toHaveLength(SCORES_PAGE_SIZE);
    expect(first.json.next).toEqual(expect.any(String));
    const second = await page(player, { cursor: first.json.next });
    expect(second.json.scores).toHaveLength(5);
    const seen = [...first.json.scores, ...second.json.scores].map((s: StoredScore) => s.playId).sort();
    expect(seen).toEqual(plays.map((p) => p.playId).sort());
    const rest = second.json.next ? (await page(player, { cursor: second.json.next })).json : { scores: [], next: null };
    expect(rest).toEqual({ scores: [], next: null });
  });

  it('lists one quiz only with gameId', async () => {
    const player = newPlayer();
    await post([scoreOf(await seedPlay(1, ['found'])), scoreOf(await seedPlay(2, ['found']))], { sub: player });
    const { json } = await page(player, { gameId: '2' });
    expect(json.scores.map((s: StoredScore) => s.gameId)).toEqual([2]);
  });

  it('refuses an anonymous caller (401)', async () => {
    expect((await page(null)).status).toBe(401);
  });

  it("never lists another player's scores, even with a cursor taken from that player's list", async () => {
    const [ada, bob] = [newPlayer(), newPlayer()];
    await post([scoreOf(await seedPlay(1, ['found'])), scoreOf(await seedPlay(1, ['found']))], { sub: ada });
    expect((await page(bob)).json).toEqual({ scores: [], next: null });
    // A cursor names a place in a list, never whose list: from before Ada's first key, Bob still sees only his.
    const beforeAda = Buffer.from('SCORE#0', 'utf8').toString('base64url');
    expect((await page(bob, { cursor: beforeAda })).json).toEqual({ scores: [], next: null });
    expect((await page(ada)).json.scores).toHaveLength(2);
  });

  it('refuses a cursor outside the list asked for (400 invalid_cursor): another item of the partition, another quiz', async () => {
    const player = newPlayer();
    const profile = Buffer.from('PROFILE', 'utf8').toString('base64url');
    const ofGameOne = Buffer.from('SCORE#1#x', 'utf8').toString('base64url');
    for (const query of [{ cursor: profile }, { cursor: ofGameOne, gameId: '2' }] as Record<string, string>[]) {
      const { status, json } = await page(player, query);
      expect(status).toBe(400);
      expect(json.error.issues).toEqual([expect.objectContaining({ code: 'invalid_cursor', path: ['query', 'cursor'] })]);
    }
  });
});

describe('POST /api/persist_cookie: the server sets the game-data cookie (Safari keeps script cookies 7 days)', () => {
  it('answers persisted with a one-year gameDatas Set-Cookie, Secure over https', async () => {
    const value = Buffer.from(JSON.stringify({ 1: [{ s: 7.5 }] })).toString('base64url');
    const result = await handlers.persistCookie(apiEvent(routes.persistCookie, { body: { cookie: value }, headers: { 'x-forwarded-proto': 'https' } }), {} as never);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? '')).toEqual({ persisted: true });
    expect(result.cookies).toEqual([`gameDatas=${value}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`]);
  });

  it('leaves Secure out over plain http (the local runtime)', async () => {
    const result = await handlers.persistCookie(apiEvent(routes.persistCookie, { body: { cookie: 'abc' } }), {} as never);
    expect(result.cookies).toEqual(['gameDatas=abc; Max-Age=31536000; Path=/; SameSite=Lax']);
  });

  it.each([['a;b'], ['x y'], ['a=b; Domain=evil.example'], ['"quoted"'], [''], ['a,b']])('rejects the unsafe value %j with 400 naming body.cookie, no cookie', async (cookie) => {
    const result = await handlers.persistCookie(apiEvent(routes.persistCookie, { body: { cookie } }), {} as never);
    expect(result.statusCode).toBe(400);
    expect(result.cookies).toBeUndefined();
    expect(JSON.parse(result.body ?? '').error.issues.map((i: { path: string[] }) => i.path)).toEqual([['body', 'cookie']]);
  });
});
