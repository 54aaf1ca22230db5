import { mkdtempSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import type * as Audit from '../../src/data/audit';
import { apiEvent, cookiesToSend, invoke } from '../helpers/events';
import { drainStatsStream } from '../helpers/stats-stream';
import { useIntegrationTable } from '../helpers/integration';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { loadSeed, readSeed } from '../../../scripts/src/seed/load-seed';

/** Game 1 of the seed (live): Jaws is r04. Game 902: a copy of game 2 in test status. */
const LIVE = 1;
const TEST_GAME = 902;
const TEST_UUID = randomUUID();
const seed = readSeed();
const key = createSigningKey();
const token = (sub: string, groups: string[] = []) => signAccessToken(key, { sub, username: `google_${sub}`, 'cognito:groups': groups });
const designer = token('designer-1', ['designer']);
const otherDesigner = token('designer-2', ['designer']);
const tester = token('tester-1', ['tester']);
const otherTester = token('tester-2', ['tester']);
const player = token('player-1');
const admin = token('admin-1', ['admin']);

const NAMES = [
  'getGame', 'startPlay', 'guess', 'listGameMisses', 'promoteMiss', 'dismissMiss', 'putQuestionReview', 'deleteQuestionReview',
  'acknowledgeQuestionReview', 'listTesterGameReviews', 'listDesignerGameReviews', 'listAcknowledgedReviews',
  'listPlaygroundGames', 'playgroundGame', 'getCaddy', 'postCaddy', 'listCompositions', 'putComposition',
] as const;
const handlers: Partial<Record<(typeof NAMES)[number], LambdaHandler>> = {};
let audit: typeof Audit;
let getPlay: (playId: string) => Promise<{ test: boolean } | undefined>;

beforeAll(async () => {
  const { db, tableName } = await useIntegrationTable();
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), seed);
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  const { copyGameAsTestForTests } = await import('../../src/data/desk-review');
  await copyGameAsTestForTests(2, TEST_GAME, TEST_UUID);
  audit = await import('../../src/data/audit');
  ({ getPlay } = await import('../../src/data/plays'));
  for (const name of NAMES) handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
}, 120_000);

type Options = Parameters<typeof apiEvent>[1];
async function call(route: RouteDef, options: Options = {}) {
  const handler = handlers[route.name as (typeof NAMES)[number]];
  if (!handler) throw new Error(`no handler ${route.name}`);
  return invoke(handler, apiEvent(route, options));
}

const zoneOf = (gameId: number, refId: string) => {
  const zone = seed.games.find((g) => g.game.id === gameId)!.game.references.find((r) => r.id === refId)!.zone!;
  if (zone.kind === 'rect') return { x: zone.x + zone.w / 2, y: zone.y + zone.h / 2 };
  const xs = zone.points.map(([x]) => x);
  const ys = zone.points.map(([, y]) => y);
  return { x: xs.reduce((a, b) => a + b) / xs.length, y: ys.reduce((a, b) => a + b) / ys.length };
};

/** A new FREE play of `gameId` and one typed guess on `refId`'s zone. */
async function playAndGuess(gameId: number, refId: string, text: string, locale: 'en' | 'fr' = 'en', auth?: string) {
  const started = await call(routes.startPlay, { body: { gameId, mode: 'FREE', locale }, token: auth });
  expect(started.status).toBe(200);
  const cookies = cookiesToSend(started.cookies);
  const playId = started.json.play.playId as string;
  // A play of a game in test is marked so: its score never counts in the public stats (scores.test.ts).
  expect((await getPlay(playId))?.test).toBe(gameId === TEST_GAME);
  const guessed = await call(routes.guess, {
    pathParameters: { playId }, body: { point: zoneOf(gameId === TEST_GAME ? 2 : gameId, refId), text }, cookies, token: auth,
  });
  expect(guessed.status).toBe(200);
  return guessed.json as { verdict: string; refId: string | null };
}

/** A game's misses; they are counted off the guess path by the table stream's aggregation: drained first. */
const misses = async (gameId: number, auth = designer) => {
  await drainStatsStream();
  return call(routes.listGameMisses, { pathParameters: { id: String(gameId) }, token: auth });
};
const refOf = (json: any, refId: string) => json.references.find((r: { refId: string }) => r.refId === refId);

describe('rejected guesses, for the designer', () => {
  it('lists each reference\'s misses most frequent first, with the count, the language and the matcher\'s verdict now', async () => {
    await playAndGuess(LIVE, 'r04', 'Big fish story');
    await playAndGuess(LIVE, 'r04', 'Big fish story!');
    await playAndGuess(LIVE, 'r04', 'Sea monster', 'fr');
    const { status, json } = await misses(LIVE);
    expect(status).toBe(200);
    expect(json.game).toMatchObject({ id: LIVE, status: 'live' });
    const jaws = refOf(json, 'r04');
    expect(jaws.number).toBe(seed.games.find((g) => g.game.id === LIVE)!.game.references.findIndex((r) => r.id === 'r04') + 1);
    expect(jaws.response).toMatchObject({ id: 'jaws', version: 0 });
    expect(jaws.misses.map((m: any) => [m.text, m.count, m.locale, m.status, m.verdict])).toEqual([
      ['Big fish story!', 2, 'en', 'open', 'wrong'],
      ['Sea monster', 1, 'fr', 'open', 'wrong'],
    ]);
    expect(Date.parse(jaws.misses[0].lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a promoted alias changes the verdict of the next guess at once, with a warm content cache (docs/adr/0030-content-version-for-the-cache.md)', async () => {
    // The guess handler has this game's content cached from the plays above; a miss to promote:
    expect((await playAndGuess(LIVE, 'r04', 'The toothy one')).verdict).toBe('wrong');
    const before = refOf((await misses(LIVE)).json, 'r04');
    const miss = before.misses.find((m: any) => m.text === 'The toothy one');
    const promoted = await call(routes.promoteMiss, {
      pathParameters: { id: String(LIVE) }, token: designer,
      body: { refId: 'r04', key: miss.key, as: 'alias', locale: 'en', responseVersion: before.response.version },
    });
    expect(promoted.status).toBe(200);
    expect(promoted.json.miss).toMatchObject({ status: 'alias', verdict: 'correct' });
    expect(promoted.json.response.aliases.en).toContain('The toothy one');
    expect(promoted.json.response.version).toBe(before.response.version + 1);
    // The very next guess, in a new play, through the same warm function: accepted.
    expect(await playAndGuess(LIVE, 'r04', 'the toothy one')).toMatchObject({ verdict: 'correct', refId: 'r04' });
    // … and the list now judges it correct.
    const after = refOf((await misses(LIVE)).json, 'r04').misses.find((m: any) => m.key === miss.key);
    expect(after).toMatchObject({ status: 'alias', verdict: 'correct' });
    // The audit trail names who did it.
    const [entry] = await audit.listAuditOfTarget(`GAME#${LIVE}`);
    expect(entry).toMatchObject({ action: 'response.add_alias', actor: { sub: 'designer-1' }, details: { responseId: 'jaws', text: 'The toothy one', locale: 'en' } });
  });

  it('a response shared by two games: an alias promoted in one is accepted at once in the other, both caches warm', async () => {
    // Game 902 is a copy of game 2: every reference of one names the same response as the other's.
    const text = 'Yellow family on a couch';
    expect((await playAndGuess(TEST_GAME, 'r01', text, 'en', tester)).verdict).toBe('wrong');
    expect((await playAndGuess(2, 'r01', text)).verdict).toBe('wrong');
    const before = refOf((await misses(2)).json, 'r01');
    const miss = before.misses.find((m: any) => m.text === text);
    const promoted = await call(routes.promoteMiss, {
      pathParameters: { id: '2' }, token: designer,
      body: { refId: 'r01', key: miss.key, as: 'alias', locale: 'en', responseVersion: before.response.version },
    });
    expect(promoted.status).toBe(200);
    // The next guess in the OTHER game, whose content this function has cached: accepted.
    expect(await playAndGuess(TEST_GAME, 'r01', text, 'en', tester)).toMatchObject({ verdict: 'correct', refId: 'r01' });
    expect(await playAndGuess(2, 'r01', text)).toMatchObject({ verdict: 'correct', refId: 'r01' });
  });

  it('promotes to a refused form, which the matcher then reads as wrong', async () => {
    await playAndGuess(LIVE, 'r02', 'Back to the Futur 2');
    const ref = refOf((await misses(LIVE)).json, 'r02');
    const miss = ref.misses[0];
    const { status, json } = await call(routes.promoteMiss, {
      pathParameters: { id: String(LIVE) }, token: designer,
      body: { refId: 'r02', key: miss.key, as: 'refused', locale: 'fr', responseVersion: ref.response.version },
    });
    expect(status).toBe(200);
    expect(json.response.refused.fr).toContain(miss.text);
    expect(json.miss).toMatchObject({ status: 'refused', verdict: 'wrong' });
  });

  it('a stale response version is a 409 stale_version with the response as it is now; nothing is written', async () => {
    await playAndGuess(LIVE, 'r04', 'Shark week');
    const ref = refOf((await misses(LIVE)).json, 'r04');
    const miss = ref.misses.find((m: any) => m.text === 'Shark week');
    const { status, json } = await call(routes.promoteMiss, {
      pathParameters: { id: String(LIVE) }, token: otherDesigner,
      body: { refId: 'r04', key: miss.key, as: 'alias', locale: 'en', responseVersion: ref.response.version - 1 },
    });
    expect(status).toBe(409);
    expect(json.error.code).toBe('stale_version');
    expect(json.error.current).toMatchObject({ id: 'jaws', version: ref.response.version });
    expect(refOf((await misses(LIVE)).json, 'r04').misses.find((m: any) => m.key === miss.key).status).toBe('open');
  });

  it('two designers promoting on one response at once: one wins, the other gets 409 stale_version (nothing lost silently)', async () => {
    await playAndGuess(LIVE, 'r07', 'Yellow brick film');
    await playAndGuess(LIVE, 'r07', 'Ruby slippers movie');
    const ref = refOf((await misses(LIVE)).json, 'r07');
    const [a, b] = ['Yellow brick film', 'Ruby slippers movie'].map((text) => ref.misses.find((m: any) => m.text === text).key);
    const promote = (key: string, auth: string) => call(routes.promoteMiss, {
      pathParameters: { id: String(LIVE) }, token: auth,
      body: { refId: 'r07', key, as: 'alias', locale: 'en', responseVersion: ref.response.version },
    });
    const statuses = (await Promise.all([promote(a, designer), promote(b, otherDesigner)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const after = refOf((await misses(LIVE)).json, 'r07');
    expect(after.response.version).toBe(ref.response.version + 1);
    expect(after.response.aliases.en.filter((t: string) => t === 'Yellow brick film' || t === 'Ruby slippers movie')).toHaveLength(1);
  });

  it('dismisses a miss for good: a later miss of the same text counts, and it stays dismissed', async () => {
    await playAndGuess(LIVE, 'r04', 'Nope nope');
    const miss = refOf((await misses(LIVE)).json, 'r04').misses.find((m: any) => m.text === 'Nope nope');
    const dismissed = await call(routes.dismissMiss, { pathParameters: { id: String(LIVE) }, token: designer, body: { refId: 'r04', key: miss.key } });
    expect(dismissed.status).toBe(200);
    expect(dismissed.json.miss.status).toBe('dismissed');
    await playAndGuess(LIVE, 'r04', 'Nope nope');
    const again = refOf((await misses(LIVE)).json, 'r04').misses.find((m: any) => m.key === miss.key);
    expect(again).toMatchObject({ status: 'dismissed', count: miss.count + 1 });
    expect((await audit.listAuditOfTarget(`GAME#${LIVE}`))[0]).toMatchObject({ action: 'miss.dismiss', details: { text: 'Nope nope' } });
  });

  it('answers 401 without a token, 403 to a tester or a player, 404 for an unknown game, reference or miss, 400 naming the field', async () => {
    expect((await call(routes.listGameMisses, { pathParameters: { id: String(LIVE) } })).status).toBe(401);
    expect((await misses(LIVE, tester)).status).toBe(403);
    expect((await misses(LIVE, player)).status).toBe(403);
    expect((await misses(LIVE, admin)).status).toBe(200);
    expect((await misses(999)).status).toBe(404);
    const promote = (body: unknown, auth = designer) => call(routes.promoteMiss, { pathParameters: { id: String(LIVE) }, token: auth, body });
    expect((await promote({ refId: 'r04', key: 'x', as: 'alias', locale: 'en', responseVersion: 0 }, tester)).status).toBe(403);
    expect((await promote({ refId: 'r99', key: 'x', as: 'alias', locale: 'en', responseVersion: 0 })).status).toBe(404);
    expect((await promote({ refId: 'r04', key: 'never typed', as: 'alias', locale: 'en', responseVersion: 0 })).status).toBe(404);
    const bad = await promote({ refId: 'r04', key: 'x', as: 'title', locale: 'de', responseVersion: -1 });
    expect(bad.status).toBe(400);
    expect(bad.json.error.issues.map((i: any) => i.path.join('.')).sort()).toEqual(['body.as', 'body.locale', 'body.responseVersion']);
    expect((await call(routes.dismissMiss, { pathParameters: { id: String(LIVE) }, token: designer, body: { refId: 'r04' } })).status).toBe(400);
  });
});

describe('question reviews (testers file, designers acknowledge)', () => {
  const put = (id: string, body: Record<string, unknown>, auth = tester) =>
    call(routes.putQuestionReview, { pathParameters: { id }, body, token: auth });
  const file = (id = randomUUID(), auth = tester, extra: Record<string, unknown> = {}) =>
    put(id, { gameId: TEST_GAME, refId: 'r01', kind: 'missing_alias', text: 'Accept "ET" please', version: null, ...extra }, auth);

  it('a tester files, edits and deletes their own review; each change is versioned and audited', async () => {
    const id = randomUUID();
    const filed = await file(id);
    expect(filed.status).toBe(200);
    expect(filed.json).toMatchObject({ id, gameId: TEST_GAME, refId: 'r01', kind: 'missing_alias', version: 0, acknowledged: null, author: { sub: 'tester-1' } });
    const edited = await put(id, { gameId: TEST_GAME, refId: 'r02', kind: 'typo', text: 'Typo in hint', version: 0 });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ refId: 'r02', kind: 'typo', text: 'Typo in hint', version: 1, createdAt: filed.json.createdAt });
    // A stale edit: 409 with the review as it is now.
    const stale = await put(id, { gameId: TEST_GAME, refId: 'r02', kind: 'other', text: 'x', version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({ code: 'stale_version', current: { version: 1, text: 'Typo in hint' } });
    // Filing again under an existing id is a conflict too.
    expect((await file(id)).status).toBe(409);
    const listed = await call(routes.listTesterGameReviews, { pathParameters: { id: String(TEST_GAME) }, token: tester });
    expect(listed.json.reviews.map((r: any) => r.id)).toContain(id);
    expect((await call(routes.deleteQuestionReview, { pathParameters: { id }, query: { version: '0' }, token: tester })).status).toBe(409);
    expect((await call(routes.deleteQuestionReview, { pathParameters: { id }, query: { version: '1' }, token: tester })).json).toEqual({ deleted: true });
    expect((await call(routes.deleteQuestionReview, { pathParameters: { id }, query: { version: '1' }, token: tester })).status).toBe(404);
    const actions = (await audit.listAuditOfTarget(`GAME#${TEST_GAME}`)).filter((e) => e.details.reviewId === id).map((e) => e.action);
    expect(actions.sort()).toEqual(['review.create', 'review.delete', 'review.update']);
  });

  it('another tester may not edit or delete it (403); nothing changes', async () => {
    const id = randomUUID();
    await file(id);
    expect((await put(id, { gameId: TEST_GAME, refId: 'r01', kind: 'other', text: 'mine now', version: 0 }, otherTester)).status).toBe(403);
    expect((await call(routes.deleteQuestionReview, { pathParameters: { id }, query: { version: '0' }, token: otherTester })).status).toBe(403);
    const listed = await call(routes.listTesterGameReviews, { pathParameters: { id: String(TEST_GAME) }, token: otherTester });
    expect(listed.json.reviews.find((r: any) => r.id === id)).toMatchObject({ text: 'Accept "ET" please', version: 0 });
  });

  it('reviews are on games in test only, on one of their references; bad input names the field', async () => {
    expect((await file(randomUUID(), tester, { gameId: LIVE })).json.error.code).toBe('game_not_in_test');
    const unknownRef = await file(randomUUID(), tester, { refId: 'r77' });
    expect(unknownRef.status).toBe(400);
    expect(unknownRef.json.error.issues[0].path).toEqual(['body', 'refId']);
    expect((await file(randomUUID(), tester, { gameId: 999 })).status).toBe(404);
    const bad = await put('not-a-uuid', { gameId: TEST_GAME, refId: 'r01', kind: 'rant', text: '', version: null });
    expect(bad.status).toBe(400);
    expect(bad.json.error.issues.map((i: any) => i.path.join('.')).sort()).toEqual(['body.kind', 'body.text', 'params.id']);
    expect((await file(randomUUID(), tester, { text: 'x'.repeat(2001) })).status).toBe(400);
    expect((await call(routes.listTesterGameReviews, { pathParameters: { id: String(LIVE) }, token: tester })).status).toBe(409);
  });

  it('401 without a token, 403 to a player and to a designer (tester calls) or a tester (designer calls)', async () => {
    expect((await call(routes.putQuestionReview, {
      pathParameters: { id: randomUUID() }, body: { gameId: TEST_GAME, refId: 'r01', kind: 'typo', text: 'x', version: null },
    })).status).toBe(401);
    expect((await file(randomUUID(), player)).status).toBe(403);
    expect((await file(randomUUID(), designer)).status).toBe(403);
    expect((await call(routes.listDesignerGameReviews, { pathParameters: { id: String(TEST_GAME) }, token: tester })).status).toBe(403);
    expect((await call(routes.acknowledgeQuestionReview, { pathParameters: { id: randomUUID() }, body: { version: 0 }, token: tester })).status).toBe(403);
    expect((await call(routes.listAcknowledgedReviews, { token: player })).status).toBe(403);
  });

  it('the designer sees a game\'s reviews and acknowledges one; the tester then sees it acknowledged', async () => {
    const id = randomUUID();
    await file(id);
    const forDesigner = await call(routes.listDesignerGameReviews, { pathParameters: { id: String(TEST_GAME) }, token: designer });
    expect(forDesigner.status).toBe(200);
    expect(forDesigner.json.references[0]).toMatchObject({ refId: 'r01', number: 1 });
    const review = forDesigner.json.reviews.find((r: any) => r.id === id);
    expect((await call(routes.listAcknowledgedReviews, { token: tester })).json.reviews.map((r: any) => r.id)).not.toContain(id);
    const ack = await call(routes.acknowledgeQuestionReview, { pathParameters: { id }, body: { version: review.version }, token: designer });
    expect(ack.status).toBe(200);
    expect(ack.json).toMatchObject({ version: review.version + 1, acknowledged: { by: { sub: 'designer-1' } } });
    // A second designer's acknowledgement with the old version: stale.
    expect((await call(routes.acknowledgeQuestionReview, { pathParameters: { id }, body: { version: review.version }, token: otherDesigner })).status).toBe(409);
    const mine = await call(routes.listAcknowledgedReviews, { token: tester });
    expect(mine.json.reviews.map((r: any) => r.id)).toContain(id);
    expect((await call(routes.listAcknowledgedReviews, { token: otherTester })).json.reviews.map((r: any) => r.id)).not.toContain(id);
    expect((await call(routes.listAcknowledgedReviews, { token: tester, query: { game: String(TEST_GAME) } })).json.reviews.map((r: any) => r.id)).toContain(id);
    expect((await audit.listAuditOfTarget(`GAME#${TEST_GAME}`))[0]).toMatchObject({ action: 'review.acknowledge', details: { reviewId: id } });
    // Editing it asks for a new reading.
    const edited = await put(id, { gameId: TEST_GAME, refId: 'r01', kind: 'other', text: 'More', version: ack.json.version });
    expect(edited.json.acknowledged).toBeNull();
  });
});

describe('the playground (games in test, for staff)', () => {
  it('lists the games in test to testers and designers; 401 anonymous, 403 a player', async () => {
    for (const auth of [tester, designer, admin]) {
      const { status, json } = await call(routes.listPlaygroundGames, { token: auth });
      expect(status).toBe(200);
      expect(json.games).toEqual([expect.objectContaining({ id: TEST_GAME, uuid: TEST_UUID, status: 'test' })]);
    }
    expect((await call(routes.listPlaygroundGames)).status).toBe(401);
    expect((await call(routes.listPlaygroundGames, { token: player })).status).toBe(403);
  });

  it('gives a tester the test game to play through the very same play calls', async () => {
    const { status, json } = await call(routes.playgroundGame, { pathParameters: { uuid: TEST_UUID }, query: { l: 'fr' }, token: tester });
    expect(status).toBe(200);
    expect(json.summary).toMatchObject({ gameId: TEST_GAME, uuid: TEST_UUID });
    expect(json.game.references.length).toBeGreaterThan(0);
    const title = seed.responses.find((r) => r.id === seed.games.find((g) => g.game.id === 2)!.game.references[0]!.response)!.titles.en[0]!;
    expect(await playAndGuess(TEST_GAME, 'r01', title, 'en', tester)).toMatchObject({ verdict: 'correct', refId: 'r01' });
  });

  it('a player and an anonymous caller get 404 for a test game, everywhere', async () => {
    for (const auth of [undefined, player]) {
      expect((await call(routes.playgroundGame, { pathParameters: { uuid: TEST_UUID }, token: auth })).status).toBe(404);
      expect((await call(routes.getGame, { pathParameters: { id: String(TEST_GAME) }, token: auth })).status).toBe(404);
      expect((await call(routes.startPlay, { body: { gameId: TEST_GAME, mode: 'FREE', locale: 'en' }, token: auth })).status).toBe(404);
    }
    expect((await call(routes.playgroundGame, { pathParameters: { uuid: randomUUID() }, token: tester })).status).toBe(404);
  });
});

describe('compositions and the caddy (a designer\'s own planning tools)', () => {
  const put = (id: string, body: Record<string, unknown>, auth = designer) => call(routes.putComposition, { pathParameters: { id }, body, token: auth });

  it('a designer creates and edits a composition (idea → draft → validated); versioned, audited, their own', async () => {
    const id = randomUUID();
    const created = await put(id, { title: 'Summer movies', status: 'idea', gameIds: [1, 2], version: null });
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject({ id, status: 'idea', gameIds: [1, 2], notes: '', version: 0 });
    const edited = await put(id, { title: 'Summer movies', notes: 'beach', status: 'validated', gameIds: [2], version: 0 });
    expect(edited.json).toMatchObject({ status: 'validated', version: 1, notes: 'beach' });
    const stale = await put(id, { title: 'x', status: 'draft', version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({ code: 'stale_version', current: { version: 1 } });
    expect((await call(routes.listCompositions, { token: designer })).json.compositions.map((c: any) => c.id)).toContain(id);
    // Another designer's list is theirs: this one is not in it, and editing it there finds nothing.
    expect((await call(routes.listCompositions, { token: otherDesigner })).json.compositions.map((c: any) => c.id)).not.toContain(id);
    expect((await put(id, { title: 'mine', status: 'draft', version: 1 }, otherDesigner)).status).toBe(404);
    const entries = await audit.listAuditOfTarget('USER#designer-1');
    expect(entries.filter((e) => e.details.compositionId === id).map((e) => e.action).sort()).toEqual(['composition.create', 'composition.update']);
  });

  it('refuses a bad status, an unknown game (naming the field) and callers without the designer role', async () => {
    const bad = await put(randomUUID(), { title: '', status: 'published', version: null });
    expect(bad.status).toBe(400);
    expect(bad.json.error.issues.map((i: any) => i.path.join('.')).sort()).toEqual(['body.status', 'body.title']);
    const unknown = await put(randomUUID(), { title: 'x', status: 'idea', gameIds: [999], version: null });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.issues[0].path).toEqual(['body', 'gameIds']);
    expect((await call(routes.listCompositions)).status).toBe(401);
    expect((await call(routes.listCompositions, { token: tester })).status).toBe(403);
    expect((await call(routes.getCaddy, { token: player })).status).toBe(403);
  });

  it('the caddy: empty at first, replaced under its version, unknown responses refused', async () => {
    const empty = await call(routes.getCaddy, { token: designer });
    expect(empty.json).toEqual({ responses: [], version: 0 });
    const saved = await call(routes.postCaddy, { token: designer, body: { responseIds: ['jaws', 'jaws', 'titanic'], version: 0 } });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ version: 1, responses: [{ id: 'jaws', title: { en: 'Jaws', fr: 'Les Dents de la mer' } }, { id: 'titanic' }] });
    expect((await call(routes.postCaddy, { token: designer, body: { responseIds: [], version: 0 } })).json.error).toMatchObject({ code: 'stale_version', current: { version: 1 } });
    const unknown = await call(routes.postCaddy, { token: designer, body: { responseIds: ['no-such-work'], version: 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.issues[0].path).toEqual(['body', 'responseIds']);
    expect((await call(routes.getCaddy, { token: otherDesigner })).json.responses).toEqual([]);
    expect((await audit.listAuditOfTarget('USER#designer-1'))[0]).toMatchObject({ action: 'caddy.update', details: { added: ['jaws', 'titanic'], removed: [] } });
  });
});
