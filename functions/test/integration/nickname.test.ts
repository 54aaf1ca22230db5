import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { RATE_LIMITS, routes, type CompetitionInput, type ScoreServer } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import type { PlayItem, RefRecord } from '../../src/data/plays';
import { apiEvent, invoke } from '../helpers/events';
import { newCompetition as createCompetitionOn } from '../helpers/competitions';
import { scoreOfPlay } from '../helpers/scores';
import { useIntegrationTable } from '../helpers/integration';
import { seedFixture } from '../helpers/seed-fixture';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { digestOf } from '../../src/lib/player';
import { loadSeed } from '../../../scripts/src/seed/load-seed';
import type * as BoardRules from '../../src/rules/competition-board';
import type * as FairPlayData from '../../src/data/fair-play';

/**
 * PUT /api/me/nickname against DynamoDB Local (docs/adr/0034-competitions-and-leaderboards.md "Names"
 *): the caller's own profile, their entries on the published boards renamed at
 * once, cleared back to "Player #tag", a removed player left removed. Fixture: game 1 (live, r01 r02).
 */
const key = createSigningKey();
let db: DynamoDBDocumentClient;
let tableName: string;
const names = ['postScores', 'competitionBoard', 'removeCompetitionPlayer', 'createCompetition', 'setNickname', 'me', 'init'] as const;
const handlers = {} as Record<(typeof names)[number], LambdaHandler>;
let createPlay: (play: PlayItem, expiresAt: number) => Promise<void>;
let putRunStart: typeof FairPlayData.putRunStart;
let rules: typeof BoardRules;
const admin = () => signAccessToken(key, { 'cognito:groups': ['admin'], username: 'alex' });

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg')));
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  ({ createPlay } = await import('../../src/data/plays'));
  ({ putRunStart } = await import('../../src/data/fair-play'));
  rules = await import('../../src/rules/competition-board');
  for (const name of names) handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
});

const tokenOf = (sub: string) => signAccessToken(key, { sub, username: `google_${sub}` });
const newPlayer = () => `p-${randomUUID().slice(0, 13)}`;
const SECRET = 'N'.repeat(43);
const BROWSER = [`quiz_player=${SECRET}`];

const newCompetition = (change: Partial<CompetitionInput> = {}) => createCompetitionOn(handlers.createCompetition, admin(), change, { en: 'Nickname cup', fr: 'Coupe des pseudos' });

async function seedPlay(sub: string, statuses: RefRecord['status'][]) {
  const startedAt = Date.now() - 120_000;
  const refs = Object.fromEntries(['r01', 'r02'].map((id, i) => [id, { status: statuses[i] ?? 'open', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 1 }]));
  const play: PlayItem = {
    playId: randomUUID(), gameId: 1, mode: 'FREE', locale: 'en', sub, ownerDigest: digestOf(SECRET),
    startedAt, endsAt: startedAt + 180_000, endedAt: startedAt + 60_000, refs, looseGuesses: 0, missesFree: 0, question: null, asked: [], version: 3,
    runPart: 1, runEndedAt: null, continuedBy: null, partIndex: 0, carried: { consumed: 0, found: 0, revealed: 0 }, test: false,
  };
  // Each seeded play is its player's first run of the quiz, as a play start records it (fair runs).
  await putRunStart(sub, { gameId: 1, runId: play.playId, startedAt });
  await createPlay(play, Math.floor(Date.now() / 1000) + 86_400);
  return play;
}

const post = (scores: ScoreServer[], sub: string) =>
  invoke(handlers.postScores, apiEvent(routes.postScores, { body: scores, query: { init: '1' }, token: tokenOf(sub), cookies: BROWSER }));
const score = async (sub: string, statuses: RefRecord['status'][] = ['found', 'found']) =>
  expect((await post([scoreOfPlay(await seedPlay(sub, statuses), { duration: 30 })], sub)).status).toBe(200);
const read = (id: string, sub?: string) =>
  invoke(handlers.competitionBoard, apiEvent(routes.competitionBoard, { pathParameters: { id }, token: sub ? tokenOf(sub) : undefined }));
const setNickname = (nickname: unknown, token: string | undefined) =>
  invoke(handlers.setNickname, apiEvent(routes.setNickname, { token, body: { nickname } }));
const nameOn = async (id: string, sub: string) =>
  (await read(id)).json.entries.find((e: { tag: string }) => e.tag === rules.playerTag(sub))?.name as string | null | undefined;

describe('PUT /api/me/nickname', () => {
  it('stores the normalised nickname on the caller\'s profile; GET /api/me and init return it; null clears it', async () => {
    const ana = newPlayer();
    const set = await setNickname('  Ana   la  Reine ', tokenOf(ana));
    expect(set.status).toBe(200);
    expect(set.json).toEqual({ nickname: 'Ana la Reine', boardEntries: 0 });
    const profile = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `USER#${ana}`, sk: 'PROFILE' } }));
    expect(profile.Item).toMatchObject({ nickname: 'Ana la Reine', name: `google_${ana}` });
    expect((await invoke(handlers.me, apiEvent(routes.me, { token: tokenOf(ana) }))).json.user).toMatchObject({ nickname: 'Ana la Reine' });
    expect((await invoke(handlers.init, apiEvent(routes.init, { token: tokenOf(ana), query: { l: 'en' } }))).json.me.user).toMatchObject({ nickname: 'Ana la Reine' });
    const cleared = await setNickname(null, tokenOf(ana));
    expect(cleared.json).toEqual({ nickname: null, boardEntries: 0 });
    expect((await invoke(handlers.me, apiEvent(routes.me, { token: tokenOf(ana) }))).json.user.nickname).toBeUndefined();
  });

  it('an anonymous caller gets 401 and nothing is written', async () => {
    const answer = await setNickname('Nobody', undefined);
    expect(answer.status).toBe(401);
    expect(answer.json.error.code).toBe('unauthorized');
  });

  it.each([
    ['ab', 'too_short'],
    ['x'.repeat(25), 'too_long'],
    ['ana@example.com', 'email'],
    ['www.quiz-site.fr', 'url'],
    ['best-quiz.com', 'url'],
    ['google_1234567', 'username'],
    ['Ana <b>', 'characters'],
  ])('refuses %j with 400 nickname_invalid (%s), and keeps the stored nickname', async (nickname, problem) => {
    const bo = newPlayer();
    await setNickname('Bo the First', tokenOf(bo));
    const answer = await setNickname(nickname, tokenOf(bo));
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({ code: 'nickname_invalid', issues: [{ code: problem, path: ['body', 'nickname'] }] });
    expect((await invoke(handlers.me, apiEvent(routes.me, { token: tokenOf(bo) }))).json.user.nickname).toBe('Bo the First');
  });

  it('refuses the caller\'s own sign-in username as a nickname (its case aside)', async () => {
    const answer = await invoke(handlers.setNickname, apiEvent(routes.setNickname, { token: signAccessToken(key, { sub: newPlayer(), username: 'Dana_Smith' }), body: { nickname: 'dana_smith' } }));
    expect(answer.status).toBe(400);
    expect(answer.json.error.issues[0].code).toBe('username');
  });

  it('refuses a body that is not { nickname: string | null } with 400', async () => {
    expect((await setNickname(42, tokenOf(newPlayer()))).status).toBe(400);
    expect((await setNickname('x'.repeat(101), tokenOf(newPlayer()))).status).toBe(400);
  });

  it(`limits a player to ${RATE_LIMITS.nicknameChanges.perMinute} changes a minute: 429`, async () => {
    const msLeft = 60_000 - (Date.now() % 60_000);
    if (msLeft < 8_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 50));
    const flood = newPlayer();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.nicknameChanges.perMinute; i++) statuses.push((await setNickname(`Flood ${i}`, tokenOf(flood))).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the boards show the nickname', () => {
  it('an entry written after the nickname is set carries it; without one the board row is null ("Player #tag")', async () => {
    const id = await newCompetition();
    const [named, plain] = [newPlayer(), newPlayer()];
    await setNickname('Clé des Champs', tokenOf(named));
    await score(named);
    await score(plain, ['found', 'open']);
    expect(await nameOn(id, named)).toBe('Clé des Champs');
    expect(await nameOn(id, plain)).toBeNull();
  });

  it('a change renames the caller\'s existing entries on every published competition at once; clearing goes back to the tag', async () => {
    const [first, second] = [await newCompetition(), await newCompetition()];
    const dee = newPlayer();
    await score(dee);
    expect(await nameOn(first, dee)).toBeNull();
    const set = await setNickname('Dee Quizzer', tokenOf(dee));
    // Every published competition of this file lists game 1: Dee has an entry on each (at least these two).
    expect(set.json.nickname).toBe('Dee Quizzer');
    expect(set.json.boardEntries).toBeGreaterThanOrEqual(2);
    expect(await nameOn(first, dee)).toBe('Dee Quizzer');
    expect(await nameOn(second, dee)).toBe('Dee Quizzer');
    // The own row too.
    expect((await read(first, dee)).json.me).toMatchObject({ name: 'Dee Quizzer', mine: true });
    await setNickname(null, tokenOf(dee));
    expect(await nameOn(first, dee)).toBeNull();
    expect(await nameOn(second, dee)).toBeNull();
  });

  it('another player can never change someone else\'s name: the sub is the token\'s, a body naming another is refused', async () => {
    const id = await newCompetition();
    const [eve, mallory] = [newPlayer(), newPlayer()];
    await setNickname('Eve Original', tokenOf(eve));
    await score(eve);
    await score(mallory, ['found', 'open']);
    // Mallory sets her own name: Eve's row and profile are untouched.
    expect((await setNickname('Eve Original', tokenOf(mallory))).status).toBe(200);
    const forged = await invoke(handlers.setNickname, apiEvent(routes.setNickname, { token: tokenOf(mallory), body: { nickname: 'Hacked', sub: eve } }));
    expect(forged.status === 400 || forged.json.nickname === 'Hacked').toBe(true);
    expect(await nameOn(id, eve)).toBe('Eve Original');
    expect((await invoke(handlers.me, apiEvent(routes.me, { token: tokenOf(eve) }))).json.user.nickname).toBe('Eve Original');
    expect(await nameOn(id, mallory)).not.toBe(await nameOn(id, eve));
  });

  it('a removed player stays removed: a nickname change neither brings their entry back nor creates one', async () => {
    const id = await newCompetition();
    const [cheat, fair] = [newPlayer(), newPlayer()];
    await score(cheat);
    await score(fair, ['found', 'open']);
    const removed = await invoke(handlers.removeCompetitionPlayer, apiEvent(routes.removeCompetitionPlayer, { token: admin(), pathParameters: { id }, body: { sub: cheat } }));
    expect(removed.status).toBe(200);
    const set = await setNickname('Back Again', tokenOf(cheat));
    expect(set.status).toBe(200);
    expect((await read(id)).json.entries.map((e: { tag: string }) => e.tag)).toEqual([rules.playerTag(fair)]);
    const entry = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `COMPETITION#${id}#BOARD#${rules.shardOf(cheat, 4)}`, sk: `ENTRY#${cheat}` } }));
    expect(entry.Item).toMatchObject({ removed: true });
    expect(entry.Item?.name).not.toBe('Back Again');
    expect(entry.Item?.gsi1pk).toBeUndefined();
    // A player with no entry gets none from a nickname change.
    const newcomer = newPlayer();
    await setNickname('Newcomer', tokenOf(newcomer));
    const none = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `COMPETITION#${id}#BOARD#${rules.shardOf(newcomer, 4)}`, sk: `ENTRY#${newcomer}` } }));
    expect(none.Item).toBeUndefined();
  });
});
