import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PutCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { JOKER_WINDOW_SECONDS, PREMIUM_LEVEL, routes, type RouteDef } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { keys } from '../../src/data/keys';
import { digestOf, PLAYER_COOKIE } from '../../src/lib/player';
import { apiEvent, cookiesToSend, invoke, type EventOptions } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { seedFixture } from '../helpers/seed-fixture';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { loadSeed } from '../../../scripts/src/seed/load-seed';

/** Quizzes: 1 and 2 free (fixture), 3 premium, 4 and 5 joker. */
const FREE = 1;
const PREMIUM = 3;
const JOKER = 4;
const OTHER_JOKER = 5;
const key = createSigningKey();
let db: DynamoDBDocumentClient;
let tableName: string;
const handlers: Partial<Record<string, LambdaHandler>> = {};

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  const fixture = seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg'));
  const [first] = fixture.games;
  const levelled = (id: number, premiumLevel: 0 | 1 | 10) => ({
    ...first!, game: { ...first!.game, id, number: id, status: 'live' as const, premiumLevel,
      title: { en: `Quiz ${id} in English`, fr: `Quiz ${id} en français` }, slug: { en: `quiz-${id}`, fr: `quiz-${id}-fr` } },
  });
  fixture.games = [levelled(1, 0), levelled(2, 0), levelled(PREMIUM, 10), levelled(JOKER, 1), levelled(OTHER_JOKER, 1)];
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), fixture);
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  for (const name of ['startPlay', 'finishPlay', 'listPremiumGames'] as const) {
    handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
  }
});

const call = (route: RouteDef, options: EventOptions = {}) => invoke(handlers[route.name]!, apiEvent(route, options));
const start = (gameId: number, options: EventOptions = {}) =>
  call(routes.startPlay, { ...options, body: { gameId, mode: 'FREE', locale: 'en', ...(options.body as object) } });

/** A browser with a player secret (from a free play), as a returning player has. */
async function browser(): Promise<string[]> {
  const { status, cookies } = await start(FREE);
  expect(status).toBe(200);
  return cookiesToSend(cookies);
}
const secretOf = (cookies: string[]) => cookies.find((c) => c.startsWith(`${PLAYER_COOKIE}=`))!.split('=')[1]!;

async function playerWithPremiumUntil(sub: string, premiumUntil: string | null) {
  await db.send(new PutCommand({
    TableName: tableName,
    Item: { ...keys.userProfile(sub), sub, name: sub, username: sub, premiumUntil, premiumDuration: 0, version: 1, createdAt: new Date().toISOString() },
  }));
  return signAccessToken(key, { sub, username: `google_${sub}` });
}

async function playsOf(gameId: number): Promise<number> {
  const { Items } = await db.send(new ScanCommand({
    TableName: tableName, FilterExpression: 'begins_with(pk, :play) AND gameId = :g',
    ExpressionAttributeValues: { ':play': 'PLAY#', ':g': gameId },
  }));
  return Items?.length ?? 0;
}

describe('premium quizzes are decided on the server (docs/premium.md "Access")', () => {
  it('refuses a play of a premium quiz to an anonymous player with 403 premium_required, and records nothing', async () => {
    const before = await playsOf(PREMIUM);
    const { status, json } = await start(PREMIUM, { cookies: await browser() });
    expect(status).toBe(403);
    expect(json.error.code).toBe('premium_required');
    expect(await playsOf(PREMIUM)).toBe(before);
  });

  it('refuses it to a signed-in player whose premium has ended, and opens it to one whose premium runs', async () => {
    const over = await playerWithPremiumUntil('over-1', new Date(Date.now() - 1000).toISOString());
    expect((await start(PREMIUM, { token: over })).status).toBe(403);
    const never = await playerWithPremiumUntil('never-1', null);
    expect((await start(PREMIUM, { token: never })).status).toBe(403);
    const paid = await playerWithPremiumUntil('paid-1', new Date(Date.now() + 3600_000).toISOString());
    expect((await start(PREMIUM, { token: paid })).status).toBe(200);
  });

  it('decides at the time of each call: the next part of a premium run is refused once premium has ended', async () => {
    const token = await playerWithPremiumUntil('ends-1', new Date(Date.now() + 3600_000).toISOString());
    const first = await start(PREMIUM, { token });
    expect(first.status).toBe(200);
    const playId = first.json.play.playId as string;
    expect((await call(routes.finishPlay, { token, pathParameters: { playId }, body: { endRun: false } })).status).toBe(200);
    await db.send(new UpdateCommand({
      TableName: tableName, Key: keys.userProfile('ends-1'),
      UpdateExpression: 'SET premiumUntil = :past', ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
    }));
    const next = await start(PREMIUM, { token, body: { continueFrom: playId } });
    expect(next.status).toBe(403);
    expect(next.json.error.code).toBe('premium_required');
  });

  it('never reads premium from the page: a body claiming premium changes nothing', async () => {
    const { status, json } = await start(PREMIUM, { cookies: await browser(), body: { isPremium: true, premiumLevel: 0 } });
    expect(status).toBe(403);
    expect(json.error.code).toBe('premium_required');
  });
});

describe('the joker (docs/premium.md "The joker")', () => {
  it('opens one joker quiz to a player without premium, for replays too, and locks the other joker quizzes meanwhile', async () => {
    const cookies = await browser();
    expect((await start(JOKER, { cookies })).status).toBe(200);
    expect((await start(JOKER, { cookies })).status).toBe(200);
    const other = await start(OTHER_JOKER, { cookies });
    expect(other.status).toBe(403);
    expect(other.json.error.code).toBe('premium_required');
    // Another browser has its own joker.
    expect((await start(OTHER_JOKER, { cookies: await browser() })).status).toBe(200);
  });

  it('gives the joker back when its window has ended', async () => {
    const cookies = await browser();
    expect((await start(JOKER, { cookies })).status).toBe(200);
    await db.send(new UpdateCommand({
      TableName: tableName, Key: keys.joker(`anon:${digestOf(secretOf(cookies))}`),
      UpdateExpression: 'SET openedAt = :then', ExpressionAttributeValues: { ':then': Date.now() - JOKER_WINDOW_SECONDS * 1000 - 1 },
    }));
    expect((await start(OTHER_JOKER, { cookies })).status).toBe(200);
    expect((await start(JOKER, { cookies })).status).toBe(403);
  });

  it('opens one joker quiz only when two starts of different joker quizzes arrive at once', async () => {
    const cookies = await browser();
    const results = await Promise.all([start(JOKER, { cookies }), start(OTHER_JOKER, { cookies })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
  });

  it('counts a signed-in player\'s joker for the account, on every device', async () => {
    const token = await playerWithPremiumUntil('joker-1', null);
    expect((await start(JOKER, { token, cookies: await browser() })).status).toBe(200);
    expect((await start(OTHER_JOKER, { token, cookies: await browser() })).status).toBe(403);
  });
});

describe('GET /api/premium/games: what premium opens, and what the caller may play now', () => {
  it('lists the premium and joker quizzes of the unlock offer, never a free one, with the caller\'s access', async () => {
    const cookies = await browser();
    const before = await call(routes.listPremiumGames, { cookies });
    expect(before.status).toBe(200);
    expect(before.json.isPremium).toBe(false);
    expect(before.json.unlockOffer).toEqual({ firstNumber: 1, lastNumber: 110 });
    expect(before.json.games.map((g: { gameId: number }) => g.gameId)).toEqual([PREMIUM, JOKER, OTHER_JOKER]);
    expect(before.json.games.map((g: { access: unknown }) => g.access)).toEqual([
      { kind: 'locked', nextJokerAt: null }, { kind: 'joker', until: null }, { kind: 'joker', until: null },
    ]);
    await start(JOKER, { cookies });
    const after = await call(routes.listPremiumGames, { cookies });
    const [, joker, other] = after.json.games;
    expect(joker.access.kind).toBe('joker');
    expect(Date.parse(joker.access.until) - Date.now()).toBeGreaterThan((JOKER_WINDOW_SECONDS - 60) * 1000);
    expect(other.access).toEqual({ kind: 'locked', nextJokerAt: joker.access.until });
  });

  it('shows everything open to a premium player', async () => {
    const token = await playerWithPremiumUntil('paid-2', new Date(Date.now() + 3600_000).toISOString());
    const { json } = await call(routes.listPremiumGames, { token, query: { l: 'fr' } });
    expect(json.isPremium).toBe(true);
    expect(json.games.every((g: { access: { kind: string } }) => g.access.kind === 'open')).toBe(true);
    expect(json.games[0]).toMatchObject({ title: `Quiz ${PREMIUM} en français`, slug: `quiz-${PREMIUM}-fr`, premiumLevel: PREMIUM_LEVEL.premium });
  });
});
