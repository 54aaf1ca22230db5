import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CHALLENGE_RETENTION_SECONDS, RATE_LIMITS, routes } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import type { PlayItem, RefRecord } from '../../src/data/plays';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { seedFixture } from '../helpers/seed-fixture';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { digestOf } from '../../src/lib/player';
import { loadSeed } from '../../../scripts/src/seed/load-seed';
import type * as Challenges from '../../src/domain/challenges';

/**
 * Challenges between friends (docs/adr/0032-challenges.md) against DynamoDB Local: the
 * real handlers, plays as the play and score calls leave them. Fixture: game 1 (live, 2 references),
 * game 2 (live, 3 references), game 3 (test).
 */

const key = createSigningKey();
let db: DynamoDBDocumentClient;
let tableName: string;
let handlers: Record<'postChallenge' | 'getChallenge' | 'answerChallenge' | 'listChallenges', LambdaHandler>;
let domain: typeof Challenges;

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg')));
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  handlers = {
    postChallenge: (await import('../../src/handlers/postChallenge')).handler,
    getChallenge: (await import('../../src/handlers/getChallenge')).handler,
    answerChallenge: (await import('../../src/handlers/answerChallenge')).handler,
    listChallenges: (await import('../../src/handlers/listChallenges')).handler,
  };
  domain = await import('../../src/domain/challenges');
});

const tokenOf = (sub: string) => signAccessToken(key, { sub, username: `google_${sub}` });
let people = 0;
const newSub = () => `player-${++people}-${randomUUID().slice(0, 6)}`;
const newSecret = () => randomUUID().replaceAll('-', '').padEnd(43, 'x').slice(0, 43);

const REFS: Record<number, string[]> = { 1: ['r01', 'r02'], 2: ['r01', 'r02', 'r03'], 3: ['r01', 'r02', 'r03', 'r04'] };

interface Owner {
  sub?: string | null;
  secret?: string | null;
}

/**
 * A play as the play calls leave it (ended 40 s after its start), scored by the score call unless
 * `scored: false`; started now unless told (a friend's play starts after the challenge).
 */
async function seedPlay(gameId: number, statuses: RefRecord['status'][], owner: Owner, options: { scored?: boolean; startedAt?: number; score?: number; test?: boolean } = {}) {
  const startedAt = options.startedAt ?? Date.now();
  const refs = Object.fromEntries(REFS[gameId]!.map((id, i) => [id, { status: statuses[i] ?? 'open', hintsUsed: 0, errorsFree: 0, errorsQuiz: 0, guesses: 1 }]));
  const play: PlayItem & { scoredAt?: number; score?: number } = {
    playId: randomUUID(), gameId, mode: 'FREE', locale: 'en', sub: owner.sub ?? null,
    ownerDigest: owner.secret ? digestOf(owner.secret) : null,
    startedAt, endsAt: startedAt + 180_000, endedAt: startedAt + 40_000, refs, looseGuesses: 0, missesFree: 0, question: null, asked: [], version: 3,
    runPart: 1, runEndedAt: null, continuedBy: null, partIndex: 0, carried: { consumed: 0, found: 0, revealed: 0 }, test: options.test ?? false,
    ...(options.scored === false ? {} : { scoredAt: startedAt + 41_000, score: options.score ?? 5 }),
  };
  await db.send(new PutCommand({ TableName: tableName, Item: { pk: `PLAY#${play.playId}`, sk: 'META', ...play, expiresAt: Math.floor(Date.now() / 1000) + 86_400 } }));
  return play;
}

const cookiesOf = (owner: Owner) => (owner.secret ? [`quiz_player=${owner.secret}`] : undefined);

function create(owner: Owner & { sub: string }, gameId: number, playId: string, options: { promise?: string; name?: string; locale?: string } = {}) {
  return invoke(handlers.postChallenge, apiEvent(routes.postChallenge, {
    pathParameters: { game: String(gameId), friend: options.promise ?? 'email' },
    body: { playId, locale: options.locale ?? 'en', ...(options.name ? { name: options.name } : {}) },
    token: tokenOf(owner.sub), cookies: cookiesOf(owner),
  }));
}
const read = (hash: string, owner: Owner = {}) =>
  invoke(handlers.getChallenge, apiEvent(routes.getChallenge, {
    pathParameters: { hash }, token: owner.sub ? tokenOf(owner.sub) : undefined, cookies: cookiesOf(owner),
  }));
const answer = (hash: string, playId: string, owner: Owner, name?: string) =>
  invoke(handlers.answerChallenge, apiEvent(routes.answerChallenge, {
    pathParameters: { hash }, body: { playId, ...(name ? { name } : {}) }, token: owner.sub ? tokenOf(owner.sub) : undefined, cookies: cookiesOf(owner),
  }));
const list = (sub: string) => invoke(handlers.listChallenges, apiEvent(routes.listChallenges, { token: tokenOf(sub) }));

/** A challenger with a recorded play of game 1 (one of two found, 5/10) and their challenge. */
async function challengeMade(name = 'Ada') {
  const challenger = { sub: newSub(), secret: newSecret() };
  const play = await seedPlay(1, ['found', 'open'], challenger, { score: 5, startedAt: Date.now() - 600_000 });
  const made = await create(challenger, 1, play.playId, { name });
  expect(made.status).toBe(200);
  return { challenger, play, hash: made.json.hash as string, made: made.json };
}

describe('POST /api/challenge/{game}/{friend}: made from the caller\'s own recorded play', () => {
  it('copies the challenger\'s result from their play and answers an unguessable hash (144 random bits) that expires in 30 days', async () => {
    const before = Date.now();
    const { hash, made } = await challengeMade();
    expect(hash).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(Buffer.from(hash, 'base64url')).toHaveLength(18);
    expect(made).toMatchObject({
      gameId: 1, locale: 'en', title: 'Quiz 1 in English', slug: 'quiz-1', role: 'challenger', status: 'open', promise: 'email',
      challengerName: 'Ada', challengerResult: { score: 5, found: 1, total: 2, durationMs: 40_000 },
    });
    const expires = Date.parse(made.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + CHALLENGE_RETENTION_SECONDS * 1000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + CHALLENGE_RETENTION_SECONDS * 1000);
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: { pk: `CHALLENGE#${hash}`, sk: 'META' } }));
    expect(Item).toMatchObject({ expiresAt: Math.floor(expires / 1000), challengerResult: { score: 5 } });
    expect((await challengeMade()).hash).not.toBe(hash);
  });

  it('takes the link\'s language: the French title and slug', async () => {
    const challenger = { sub: newSub(), secret: newSecret() };
    const play = await seedPlay(2, ['found', 'found', 'open'], challenger);
    const made = await create(challenger, 2, play.playId, { locale: 'fr', promise: 'facebook' });
    expect(made.json).toMatchObject({ locale: 'fr', title: 'Quiz 2 en français', slug: 'quiz-2-fr', promise: 'facebook', challengerName: null });
  });

  it('refuses an anonymous caller (401)', async () => {
    const res = await invoke(handlers.postChallenge, apiEvent(routes.postChallenge, { pathParameters: { game: '1', friend: 'email' }, body: { playId: randomUUID(), locale: 'en' } }));
    expect(res.status).toBe(401);
  });

  it('ownership: another player\'s play is 404, word for word an unknown play', async () => {
    const other = await seedPlay(1, ['found', 'found'], { sub: newSub(), secret: newSecret() });
    const me = { sub: newSub(), secret: newSecret() };
    const theirs = await create(me, 1, other.playId);
    const unknown = await create(me, 1, randomUUID());
    expect(theirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(theirs.json.error.code).toBe(unknown.json.error.code);
    expect(theirs.json.error.message).toBe(unknown.json.error.message);
  });

  it('ownership: a play of this browser (its secret) signed in as another player is refused', async () => {
    const secret = newSecret();
    const play = await seedPlay(1, ['found', 'found'], { sub: newSub(), secret });
    expect((await create({ sub: newSub(), secret }, 1, play.playId)).status).toBe(404);
  });

  it('an unscored play is refused (409 play_not_scored), a play of another quiz or a test play too (400 challenge_play_refused)', async () => {
    const me = { sub: newSub(), secret: newSecret() };
    const unscored = await seedPlay(1, ['found', 'open'], me, { scored: false });
    expect((await create(me, 1, unscored.playId)).json.error.code).toBe('play_not_scored');
    const other = await seedPlay(2, ['found', 'open', 'open'], me);
    const wrong = await create(me, 1, other.playId);
    expect([wrong.status, wrong.json.error.code]).toEqual([400, 'challenge_play_refused']);
    const test = await seedPlay(3, ['found'], me, { test: true });
    expect((await create(me, 3, test.playId)).json.error.code).toBe('challenge_play_refused');
  });

  it(`rate limit: ${RATE_LIMITS.challengeCreates.perMinute} challenges a minute per player, then 429 with Retry-After`, async () => {
    const me = { sub: newSub(), secret: newSecret() };
    const play = await seedPlay(1, ['found', 'open'], me);
    const player = { sub: me.sub, secretDigest: digestOf(me.secret) };
    // One fixed instant, so that the window cannot turn over between the calls.
    const now = Date.now();
    for (let i = 0; i < RATE_LIMITS.challengeCreates.perMinute; i++) {
      await domain.createChallenge({ sub: me.sub, player, gameId: 1, promise: 'link', body: { playId: play.playId, locale: 'en' } }, now);
    }
    await expect(domain.createChallenge({ sub: me.sub, player, gameId: 1, promise: 'link', body: { playId: play.playId, locale: 'en' } }, now))
      .rejects.toMatchObject({ status: 429, code: 'too_many_requests' });
    // Through the handler, the answer carries Retry-After (the counter holds this minute's tokens now).
    const res = await create(me, 1, play.playId);
    if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /api/challenges/{hash}: the challenger\'s result is never sent before the friend has played', () => {
  it('an anonymous visitor sees who challenges and which quiz, and no result at all', async () => {
    const { hash } = await challengeMade('Ada');
    const res = await read(hash, { secret: newSecret() });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      hash, gameId: 1, locale: 'en', title: 'Quiz 1 in English', slug: 'quiz-1', challengerName: 'Ada',
      createdAt: expect.any(String), expiresAt: expect.any(String), role: 'visitor', status: 'open',
    });
    const body = JSON.stringify(res.json);
    for (const word of ['challengerResult', 'score', 'found', 'duration', 'promise']) expect(body).not.toContain(word);
  });

  it('a signed-in visitor (not the challenger) sees no result either', async () => {
    const { hash } = await challengeMade();
    const res = await read(hash, { sub: newSub() });
    expect(res.json.role).toBe('visitor');
    expect(res.json.challengerResult).toBeUndefined();
  });

  it('the challenger reads their own challenge with their result', async () => {
    const { hash, challenger } = await challengeMade();
    const res = await read(hash, { sub: challenger.sub });
    expect(res.json).toMatchObject({ role: 'challenger', challengerResult: { score: 5 }, status: 'open' });
  });

  it('an unknown hash and an expired one answer the same 404, which names nothing', async () => {
    const { hash } = await challengeMade();
    await db.send(new UpdateCommand({
      TableName: tableName, Key: { pk: `CHALLENGE#${hash}`, sk: 'META' }, UpdateExpression: 'SET expiresAt = :past',
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
    }));
    const expired = await read(hash);
    const unknown = await read('A'.repeat(24));
    expect(expired.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(expired.json.error.code).toBe(unknown.json.error.code);
    expect(expired.json.error.message).toBe(unknown.json.error.message);
    expect(expired.json.error.message).not.toMatch(/expire/i);
  });

  it('a malformed hash is a 400 before any read', async () => {
    expect((await read('short')).status).toBe(400);
  });
});

describe('POST /api/challenges/{hash}/answer: the friend links their own recorded play', () => {
  it('an anonymous friend answers with their own play: both results, side by side; the challenger sees the friend\'s in their list', async () => {
    const { hash, challenger } = await challengeMade('Ada');
    const friend = { secret: newSecret() };
    const play = await seedPlay(1, ['found', 'found'], friend, { score: 10 });
    const res = await answer(hash, play.playId, friend, 'Ignored when anonymous');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      role: 'friend', status: 'taken', challengerName: 'Ada', friendName: null,
      challengerResult: { score: 5, found: 1, total: 2 }, friendResult: { score: 10, found: 2, total: 2, durationMs: 40_000 },
    });
    expect(res.json.promise).toBeUndefined();
    // Read again from the same browser: the friend's view, with both results.
    expect((await read(hash, friend)).json).toMatchObject({ role: 'friend', friendResult: { score: 10 } });
    // The challenger's own view and list.
    expect((await read(hash, { sub: challenger.sub })).json).toMatchObject({ role: 'challenger', friendResult: { score: 10 }, friendName: null });
    const listed = (await list(challenger.sub)).json.challenges as { hash: string; friendResult?: unknown }[];
    expect(listed.find((c) => c.hash === hash)).toMatchObject({ friendResult: { score: 10 } });
    // Anyone else: taken, and still no result.
    const other = await read(hash, { secret: newSecret() });
    expect(other.json).toMatchObject({ role: 'visitor', status: 'taken' });
    expect(other.json.friendResult).toBeUndefined();
    expect(other.json.challengerResult).toBeUndefined();
  });

  it('fair runs: a friend who had already seen the quiz\'s answers (another run\'s solution) is answered, marked so on both results; one who had not is not marked', async () => {
    const { recordAnswersSeen } = await import('../../src/data/fair-play');
    const { hash, challenger } = await challengeMade('Ada');
    const friend = { sub: newSub(), secret: newSecret() };
    // The friend read the solution of an earlier run of quiz 1 (the solution call records it so) before playing.
    await recordAnswersSeen(friend.sub, { gameId: 1, runId: randomUUID(), seenAt: Date.now() - 1000, how: 'solution' });
    const play = await seedPlay(1, ['found', 'found'], friend, { score: 10 });
    const res = await answer(hash, play.playId, friend, 'Grace');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ role: 'friend', friendResult: { score: 10 }, friendSawAnswers: true });
    expect((await read(hash, { sub: challenger.sub })).json).toMatchObject({ role: 'challenger', friendSawAnswers: true });
    // Never to a visitor; never on a fair friend's result.
    expect((await read(hash, { secret: newSecret() })).json.friendSawAnswers).toBeUndefined();
    const fair = await challengeMade('Bo');
    const honest = { secret: newSecret() };
    const honestPlay = await seedPlay(1, ['found', 'open'], honest);
    // Its own run's reveal does not count against it.
    await recordAnswersSeen(`anon:${digestOf(honest.secret)}`, { gameId: 1, runId: honestPlay.playId, seenAt: honestPlay.startedAt + 1000, how: 'reveal' });
    const fairAnswer = await answer(fair.hash, honestPlay.playId, honest);
    expect(fairAnswer.status).toBe(200);
    expect(fairAnswer.json.friendSawAnswers).toBeUndefined();
  });

  it('a signed-in friend is shown to the challenger by the display name they gave', async () => {
    const { hash, challenger } = await challengeMade();
    const friend = { sub: newSub(), secret: newSecret() };
    const play = await seedPlay(1, ['open', 'found'], friend);
    expect((await answer(hash, play.playId, friend, 'Grace')).json).toMatchObject({ role: 'friend', friendName: 'Grace' });
    // The same account on another device (no cookie) is still the friend.
    expect((await read(hash, { sub: friend.sub })).json.role).toBe('friend');
    expect((await read(hash, { sub: challenger.sub })).json.friendName).toBe('Grace');
  });

  it('refuses someone else\'s play (404 as an unknown play), an unscored play (409), another quiz\'s play (400)', async () => {
    const { hash } = await challengeMade();
    const friend = { secret: newSecret() };
    const stranger = await seedPlay(1, ['found', 'found'], { secret: newSecret() });
    const theirs = await answer(hash, stranger.playId, friend);
    const unknown = await answer(hash, randomUUID(), friend);
    expect(theirs.status).toBe(404);
    expect(theirs.json.error).toMatchObject({ code: unknown.json.error.code, message: unknown.json.error.message });
    const unscored = await seedPlay(1, ['found', 'found'], friend, { scored: false });
    expect((await answer(hash, unscored.playId, friend)).json.error.code).toBe('play_not_scored');
    const otherQuiz = await seedPlay(2, ['found', 'found', 'found'], friend);
    const wrong = await answer(hash, otherQuiz.playId, friend);
    expect([wrong.status, wrong.json.error.code]).toEqual([400, 'challenge_play_refused']);
    // None of these took the challenge.
    expect((await read(hash, friend)).json).toMatchObject({ role: 'visitor', status: 'open' });
  });

  it('refuses a play started before the challenge was made (no picking an old best)', async () => {
    const { hash } = await challengeMade();
    const friend = { secret: newSecret() };
    const old = await seedPlay(1, ['found', 'found'], friend, { startedAt: Date.now() - 3_600_000 });
    expect((await answer(hash, old.playId, friend)).json.error.code).toBe('challenge_play_refused');
  });

  it('the challenger cannot answer their own challenge (409 challenge_own)', async () => {
    const { hash, challenger } = await challengeMade();
    const again = await seedPlay(1, ['found', 'found'], challenger);
    expect((await answer(hash, again.playId, challenger)).json.error.code).toBe('challenge_own');
    // Nor anonymously from their browser with a play of their account.
    expect((await answer(hash, again.playId, { secret: challenger.secret })).json.error.code).toBe('challenge_own');
  });

  it('one friend a challenge: a second friend gets 409 challenge_taken; the first answering again changes nothing', async () => {
    const { hash } = await challengeMade();
    const first = { secret: newSecret() };
    const second = { secret: newSecret() };
    const p1 = await seedPlay(1, ['found', 'open'], first, { score: 5 });
    const p2 = await seedPlay(1, ['found', 'found'], second, { score: 10 });
    const later = await seedPlay(1, ['found', 'found'], first, { score: 10 });
    const [a, b] = await Promise.all([answer(hash, p1.playId, first), answer(hash, p2.playId, second)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.status === 200 ? { owner: first, score: 5 } : { owner: second, score: 10 };
    const again = await answer(hash, later.playId, winner.owner);
    expect(again.json).toMatchObject({ role: 'friend', friendResult: { score: winner.score } });
  });

  it('an expired challenge cannot be answered (404)', async () => {
    const { hash } = await challengeMade();
    await db.send(new UpdateCommand({
      TableName: tableName, Key: { pk: `CHALLENGE#${hash}`, sk: 'META' }, UpdateExpression: 'SET expiresAt = :past',
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
    }));
    const friend = { secret: newSecret() };
    const play = await seedPlay(1, ['found', 'found'], friend);
    expect((await answer(hash, play.playId, friend)).status).toBe(404);
  });
});

describe('GET /api/challenges: the caller\'s own challenges only', () => {
  it('lists the caller\'s challenges newest first, never another player\'s, and not expired ones', async () => {
    const a = await challengeMade('A');
    const second = await seedPlay(2, ['found', 'open', 'open'], a.challenger);
    const newer = (await create(a.challenger, 2, second.playId)).json.hash as string;
    const b = await challengeMade('B');
    const mine = (await list(a.challenger.sub)).json.challenges as { hash: string; role: string }[];
    expect(mine.map((c) => c.hash)).toEqual([newer, a.hash]);
    expect(mine.every((c) => c.role === 'challenger')).toBe(true);
    expect(mine.map((c) => c.hash)).not.toContain(b.hash);
    await db.send(new UpdateCommand({
      TableName: tableName, Key: { pk: `CHALLENGE#${newer}`, sk: 'META' }, UpdateExpression: 'SET expiresAt = :past',
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
    }));
    expect(((await list(a.challenger.sub)).json.challenges as { hash: string }[]).map((c) => c.hash)).toEqual([a.hash]);
  });

  it('refuses an anonymous caller (401)', async () => {
    expect((await invoke(handlers.listChallenges, apiEvent(routes.listChallenges, {}))).status).toBe(401);
  });
});
