import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { routes, type RouteDef } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, cookiesToSend, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { loadSeed, readSeed } from '../../../scripts/src/seed/load-seed';
import type * as Audit from '../../src/data/audit';

/** The designer's references and responses, against DynamoDB Local with the seed loaded. */
const GAME = 1;
const seed = readSeed();
const key = createSigningKey();
const token = (groups: string[], sub = `sub-${groups.join('-') || 'player'}`) =>
  signAccessToken(key, { sub, username: `user_${sub}`, 'cognito:groups': groups });
const designer = token(['designer']);
const admin = token(['admin']);
const tester = token(['tester']);
const player = token([]);
let db: DynamoDBDocumentClient;
let tableName: string;
let audit: typeof Audit;
const handlers: Partial<Record<string, LambdaHandler>> = {};

const NAMES = [
  'getGameRefs', 'updateGameRefs', 'createGameReference', 'updateGameReference', 'deleteGameReference',
  'listGameResponses', 'createGameResponse', 'updateResponseQuestion', 'startPlay', 'guess',
] as const;

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), seed);
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  audit = await import('../../src/data/audit');
  for (const name of NAMES) handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
}, 120_000);

async function call(route: RouteDef, options: Parameters<typeof apiEvent>[1] = {}) {
  const handler = handlers[route.name];
  if (!handler) throw new Error(`no handler ${route.name}`);
  return invoke(handler, apiEvent(route, options));
}

const game = (id = GAME) => ({ id: String(id) });
const newResponse = (en = 'The Grand Budapest Hotel', fr = 'The Grand Budapest Hotel FR') => ({
  theme: 'movie', titles: { en: [en], fr: [fr] }, aliases: { en: ['Budapest Hotel'], fr: ['Le Grand Hôtel'] },
  refused: { en: ['Budapest'], fr: [] }, saga: undefined, confidence: 5,
});
const reference = (response: string, overrides: Record<string, unknown> = {}) => ({
  type: 'classic', zone: { kind: 'rect', x: 0.1, y: 0.2, w: 0.3, h: 0.2 }, response,
  hints: { main: { en: 'A hotel', fr: 'Un hôtel' }, backup: { en: 'Wes Anderson', fr: 'Wes Anderson' } },
  choices: { en: ['The Shining', 'Fawlty Towers', 'Hotel Rwanda'], fr: ['Shining', 'L’Hôtel du Nord', 'Hôtel Rwanda'] },
  ...overrides,
});
const fieldsOf = (json: { error: { issues?: { path: (string | number)[] }[] } }) => (json.error.issues ?? []).map((i) => i.path.join('.'));

async function createResponse(en?: string, fr?: string) {
  const { status, json } = await call(routes.createGameResponse, { token: designer, body: newResponse(en, fr) });
  expect(status).toBe(200);
  return json.response as { id: string; version: number };
}

describe('access: every call of the slice is the designer\'s (admin too)', () => {
  const calls: [RouteDef, Parameters<typeof apiEvent>[1]][] = [
    [routes.getGameRefs, { pathParameters: game() }],
    [routes.listGameResponses, {}],
    [routes.createGameResponse, { body: newResponse() }],
    [routes.updateResponseQuestion, { pathParameters: { id: 'jaws' }, body: { ...newResponse(), version: 0 } }],
    [routes.createGameReference, { pathParameters: game(), body: reference('jaws') }],
    [routes.updateGameReference, { pathParameters: { id: '1', refId: 'r01' }, body: { ...reference('jaws'), version: 0 } }],
    [routes.deleteGameReference, { pathParameters: { id: '1', refId: 'r01' }, query: { version: '0' } }],
    [routes.updateGameRefs, { pathParameters: game(), body: { order: [{ id: 'r01', version: 0 }] } }],
  ];
  it.each(calls.map(([route, options]) => [route.name, route, options] as const))('%s: 401 without a token, 403 for a player or a tester', async (_, route, options) => {
    expect((await call(route, options)).status).toBe(401);
    expect((await call(route, { ...options, token: player })).status).toBe(403);
    expect((await call(route, { ...options, token: tester })).status).toBe(403);
  });

  it('an admin reads the editor like a designer', async () => {
    expect((await call(routes.getGameRefs, { pathParameters: game(), token: admin })).status).toBe(200);
  });
});

describe('GET /api/desk/games/{id}/refs: the editor\'s view', () => {
  it('holds the picture, the references in order (seed items read as version 0) and their responses', async () => {
    const { status, json } = await call(routes.getGameRefs, { pathParameters: game(), token: designer });
    expect(status).toBe(200);
    const seedGame = seed.games.find((g) => g.game.id === GAME)!.game;
    expect(json.references.map((r: { id: string }) => r.id)).toEqual(seedGame.references.map((r) => r.id));
    expect(json.references[0]).toMatchObject({ order: 0, version: 0, type: seedGame.references[0]!.type });
    expect(json.game.image.src).toMatch(/\.svg$|\//);
    const ids = new Set(json.responses.map((r: { id: string }) => r.id));
    expect(seedGame.references.every((r) => ids.has(r.response))).toBe(true);
  });

  it('404 for a game that does not exist', async () => {
    expect((await call(routes.getGameRefs, { pathParameters: game(9999), token: designer })).status).toBe(404);
  });
});

describe('GET /api/game_responses: search by any title or alias, either language, accents and case folded', () => {
  it('finds a response by its French alias typed without accents or capitals, and by an English title part', async () => {
    const created = await createResponse('Searchable Mountain Tale', 'Conte de la Montagne Cherchable');
    const byFrench = await call(routes.listGameResponses, { token: designer, query: { q: 'le grand hotel' } });
    expect(byFrench.status).toBe(200);
    expect(byFrench.json.responses.map((r: { id: string }) => r.id)).toContain(created.id);
    const byPart = await call(routes.listGameResponses, { token: designer, query: { q: 'MOUNTAIN' } });
    expect(byPart.json.responses.map((r: { id: string }) => r.id)).toEqual([created.id]);
    const nothing = await call(routes.listGameResponses, { token: designer, query: { q: 'zzzz nothing like it' } });
    expect(nothing.json).toEqual({ responses: [], next: null });
  });

  it('pages the whole catalogue with a cursor, no response twice', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 100; i++) {
      const { status, json } = await call(routes.listGameResponses, { token: designer, query: { limit: '25', ...(cursor ? { cursor } : {}) } });
      expect(status).toBe(200);
      expect(json.responses.length).toBeLessThanOrEqual(25);
      seen.push(...json.responses.map((r: { id: string }) => r.id));
      if (!json.next) break;
      cursor = json.next;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(seed.responses.length);
  });

  it('400 naming the field for a bad limit or cursor', async () => {
    const bad = await call(routes.listGameResponses, { token: designer, query: { limit: '500' } });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.json)).toContain('query.limit');
    const cursor = await call(routes.listGameResponses, { token: designer, query: { cursor: 'Jy0tJw' } });
    expect(cursor.status).toBe(400);
    expect(fieldsOf(cursor.json)).toContain('query.cursor');
  });
});

describe('responses: create and edit', () => {
  it('creates a response with an opaque id, version 1, its confidence, and an audit entry', async () => {
    const response = await createResponse('Opaque Id Movie', 'Film à identifiant opaque');
    expect(response.id).toMatch(/^w-[0-9a-f]{16}$/);
    expect(response).toMatchObject({ version: 1, confidence: 5, theme: 'movie' });
    const entries = await audit.listAuditOfTarget(`RESPONSE#${response.id}`);
    expect(entries).toMatchObject([{ action: 'response.create', actor: { sub: 'sub-designer' } }]);
  });

  it('a response without a title in each language → 400 naming titles.fr', async () => {
    const { status, json } = await call(routes.createGameResponse, { token: designer, body: { ...newResponse(), titles: { en: ['Only English'], fr: [] } } });
    expect(status).toBe(400);
    expect(fieldsOf(json)).toContain('body.titles.fr');
    const blank = await call(routes.createGameResponse, { token: designer, body: { ...newResponse(), titles: { en: ['   '], fr: ['Titre'] } } });
    expect(blank.status).toBe(400);
    expect(fieldsOf(blank.json)).toContain('body.titles.en.0');
  });

  it('edits at the version read; a stale version → 409 stale_version with the response as it is now; audited', async () => {
    const response = await createResponse('Versioned Work', 'Œuvre versionnée');
    const edit = await call(routes.updateResponseQuestion, {
      token: designer, pathParameters: { id: response.id }, body: { ...newResponse('Versioned Work', 'Œuvre versionnée'), aliases: { en: ['VW'], fr: [] }, version: 1 },
    });
    expect(edit.status).toBe(200);
    expect(edit.json.response).toMatchObject({ version: 2, aliases: { en: ['VW'], fr: [] } });
    const stale = await call(routes.updateResponseQuestion, {
      token: designer, pathParameters: { id: response.id }, body: { ...newResponse('Someone else'), version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('stale_version');
    expect(stale.json.error.current).toMatchObject({ id: response.id, version: 2, aliases: { en: ['VW'] } });
    expect((await audit.listAuditOfTarget(`RESPONSE#${response.id}`)).map((e) => e.action)).toEqual(['response.update', 'response.create']);
  });

  it('a seed response (no version stored) is edited at version 0', async () => {
    const jaws = seed.responses.find((r) => r.id === 'jaws')!;
    const { status, json } = await call(routes.updateResponseQuestion, {
      token: designer, pathParameters: { id: 'jaws' },
      body: { theme: jaws.theme, titles: jaws.titles, aliases: { en: [...jaws.aliases.en, 'Bruce the shark'], fr: jaws.aliases.fr }, confidence: 10, version: 0 },
    });
    expect(status).toBe(200);
    expect(json.response.version).toBe(1);
  });

  it('editing a response shared by two games bumps the content version of both, in the same transaction', async () => {
    const { readContentVersion } = await import('../../src/data/games/items');
    const { getResponseItem } = await import('../../src/data/games/references');
    // Game 3 names "jaws" too (game 1's r04): a new zoneless reference.
    const added = await call(routes.createGameReference, { token: designer, pathParameters: game(3), body: reference('jaws', { type: 'zoneless', zone: null }) });
    expect(added.status).toBe(200);
    const before = [await readContentVersion(1), await readContentVersion(3), await readContentVersion(2)];
    const jaws = (await getResponseItem('jaws'))!;
    const { id: _id, version, ...fields } = jaws;
    const edit = await call(routes.updateResponseQuestion, {
      token: designer, pathParameters: { id: 'jaws' },
      body: { ...fields, aliases: { en: [...jaws.aliases.en, 'The shark film'], fr: jaws.aliases.fr }, version },
    });
    expect(edit.status).toBe(200);
    expect([await readContentVersion(1), await readContentVersion(3), await readContentVersion(2)]).toEqual([before[0]! + 1, before[1]! + 1, before[2]]);
  });

  it('404 for an unknown response', async () => {
    const { status } = await call(routes.updateResponseQuestion, { token: designer, pathParameters: { id: 'no-such-thing' }, body: { ...newResponse(), version: 0 } });
    expect(status).toBe(404);
  });
});

describe('references: the rules → 400 naming the field, nothing written', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a zone outside the picture', { zone: { kind: 'rect', x: 0.8, y: 0.2, w: 0.3, h: 0.2 } }, 'body.zone'],
    ['a polygon with fewer than 3 points', { zone: { kind: 'polygon', points: [[0.1, 0.1], [0.2, 0.2]] } }, 'body.zone.points'],
    ['a polygon with all points on a line', { zone: { kind: 'polygon', points: [[0.1, 0.1], [0.2, 0.2], [0.3, 0.3]] } }, 'body.zone'],
    ['a self-crossing polygon', { zone: { kind: 'polygon', points: [[0.1, 0.1], [0.3, 0.3], [0.3, 0.1], [0.1, 0.3]] } }, 'body.zone'],
    ['a classic reference without a zone', { zone: null }, 'body.zone'],
    ['a zone-only reference without a zone', { type: 'zoneonly', zone: null }, 'body.zone'],
    ['a zoneless reference with a zone', { type: 'zoneless' }, 'body.zone'],
    ['a reference without a response', { response: '' }, 'body.response'],
    ['a reference naming no known response', { response: 'no-such-response' }, 'body.response'],
    ['two equal choices (accents and case aside)', { choices: { en: ['Alpha', 'ALPHA', 'Gamma'], fr: ['Un', 'Deux', 'Trois'] } }, 'body.choices.en.1'],
    ['a choice that is the answer', { choices: { en: ['Jaws', 'Orca', 'Piranha'], fr: ['Orca', 'Piranha', 'Tintorera'] } }, 'body.choices.en.0'],
    ['two choices instead of three', { choices: { en: ['Orca', 'Piranha'], fr: ['Orca', 'Piranha', 'Tintorera'] } }, 'body.choices.en'],
    ['a missing hint', { hints: { main: { en: 'Shark', fr: '' }, backup: { en: 'Boat', fr: 'Bateau' } } }, 'body.hints.main.fr'],
  ];
  it.each(cases)('%s', async (_, overrides, field) => {
    const before = await call(routes.getGameRefs, { pathParameters: game(), token: designer });
    const { status, json } = await call(routes.createGameReference, { token: designer, pathParameters: game(), body: reference('jaws', overrides) });
    expect(status).toBe(400);
    expect(fieldsOf(json)).toContain(field);
    const after = await call(routes.getGameRefs, { pathParameters: game(), token: designer });
    expect(after.json.references.length).toBe(before.json.references.length);
  });
});

describe('references: create, edit, reorder, delete', () => {
  it('creates references stored as the seed stores them, counts them on the game, audits under GAME#{id}', async () => {
    const response = await createResponse('Moonrise Kingdom', 'Moonrise Kingdom FR');
    const before = (await db.send(new GetCommand({ TableName: tableName, Key: { pk: 'GAME#2', sk: 'META' } }))).Item!;
    const rect = await call(routes.createGameReference, { token: designer, pathParameters: game(2), body: reference(response.id) });
    expect(rect.status).toBe(200);
    const polygon = await call(routes.createGameReference, {
      token: designer, pathParameters: game(2), body: reference(response.id, { type: 'zoneonly', zone: { kind: 'polygon', points: [[0.5, 0.5], [0.7, 0.5], [0.6, 0.7]] } }),
    });
    const zoneless = await call(routes.createGameReference, { token: designer, pathParameters: game(2), body: reference(response.id, { type: 'zoneless', zone: null }) });
    expect([polygon.status, zoneless.status]).toEqual([200, 200]);
    const ids = [rect, polygon, zoneless].map((r) => r.json.reference.id as string);
    expect(new Set(ids).size).toBe(3);
    ids.forEach((id) => expect(id).toMatch(/^r\d{2}$/));
    expect(rect.json.reference).toMatchObject({ version: 1, order: before.refsCount });

    const stored = (await db.send(new GetCommand({ TableName: tableName, Key: { pk: 'GAME#2', sk: `REF#${ids[0]}` } }))).Item!;
    expect(stored).toMatchObject({ gameId: 2, id: ids[0], type: 'classic', response: response.id, version: 1 });
    const after = (await db.send(new GetCommand({ TableName: tableName, Key: { pk: 'GAME#2', sk: 'META' } }))).Item!;
    expect(after.refsCount).toBe(before.refsCount + 3);
    const actions = (await audit.listAuditOfTarget('GAME#2')).map((e) => e.action);
    expect(actions.filter((a) => a === 'reference.create')).toHaveLength(3);
  });

  it('a new reference is played exactly as a seed one: a guess of its new title is accepted', async () => {
    const response = await createResponse('Fantastic Mr Fox', 'Fantastique Maître Renard');
    const created = await call(routes.createGameReference, { token: designer, pathParameters: game(3), body: reference(response.id, { type: 'zoneless', zone: null }) });
    expect(created.status).toBe(200);
    const refId = created.json.reference.id;
    const start = await call(routes.startPlay, { body: { gameId: 3, mode: 'FREE', locale: 'fr' } });
    expect(start.status).toBe(200);
    const { status, json } = await call(routes.guess, {
      pathParameters: { playId: start.json.play.playId }, body: { point: null, text: 'fantastique maitre renard' }, cookies: cookiesToSend(start.cookies),
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ verdict: 'correct', refId, title: 'Fantastique Maître Renard' });
  });

  it('edits at the version read, keeps the order; stale → 409 with the reference as it is now; unknown → 404', async () => {
    const created = await call(routes.createGameReference, { token: designer, pathParameters: game(4), body: reference('jaws') });
    const { id, order } = created.json.reference;
    const moved = { kind: 'rect', x: 0.15, y: 0.25, w: 0.3, h: 0.2 };
    const edit = await call(routes.updateGameReference, { token: designer, pathParameters: { id: '4', refId: id }, body: { ...reference('jaws', { zone: moved }), version: 1 } });
    expect(edit.status).toBe(200);
    expect(edit.json.reference).toMatchObject({ id, order, version: 2, zone: moved });
    const stale = await call(routes.updateGameReference, { token: designer, pathParameters: { id: '4', refId: id }, body: { ...reference('jaws'), version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({ code: 'stale_version', current: { id, version: 2, zone: moved } });
    const unknown = await call(routes.updateGameReference, { token: designer, pathParameters: { id: '4', refId: 'r98' }, body: { ...reference('jaws'), version: 1 } });
    expect(unknown.status).toBe(404);
    const entry = (await audit.listAuditOfTarget('GAME#4'))[0]!;
    expect(entry).toMatchObject({ action: 'reference.update', details: { ref: id, fields: ['zone'] } });
  });

  it('reorders every reference at once; a missing one → 400, a stale version → 409', async () => {
    const view = await call(routes.getGameRefs, { pathParameters: game(5), token: designer });
    const refs = view.json.references as { id: string; version: number }[];
    const reversed = [...refs].reverse().map(({ id, version }) => ({ id, version }));
    const ok = await call(routes.updateGameRefs, { token: designer, pathParameters: game(5), body: { order: reversed } });
    expect(ok.status).toBe(200);
    expect(ok.json.references.map((r: { id: string }) => r.id)).toEqual(reversed.map((r) => r.id));
    const missing = await call(routes.updateGameRefs, { token: designer, pathParameters: game(5), body: { order: reversed.slice(1) } });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.json)).toContain('body.order');
    const stale = await call(routes.updateGameRefs, { token: designer, pathParameters: game(5), body: { order: reversed } });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('stale_version');
    expect((await audit.listAuditOfTarget('GAME#5'))[0]).toMatchObject({ action: 'reference.reorder' });
  });

  it('deletes at the version read (stale → 409), counts it off the game, audits it', async () => {
    const created = await call(routes.createGameReference, { token: designer, pathParameters: game(6), body: reference('jaws') });
    const { id } = created.json.reference;
    const stale = await call(routes.deleteGameReference, { token: designer, pathParameters: { id: '6', refId: id }, query: { version: '0' } });
    expect(stale.status).toBe(409);
    const before = (await db.send(new GetCommand({ TableName: tableName, Key: { pk: 'GAME#6', sk: 'META' } }))).Item!;
    const ok = await call(routes.deleteGameReference, { token: designer, pathParameters: { id: '6', refId: id }, query: { version: '1' } });
    expect(ok.status).toBe(200);
    expect((await db.send(new GetCommand({ TableName: tableName, Key: { pk: 'GAME#6', sk: `REF#${id}` } }))).Item).toBeUndefined();
    const after = (await db.send(new GetCommand({ TableName: tableName, Key: { pk: 'GAME#6', sk: 'META' } }))).Item!;
    expect(after.refsCount).toBe(before.refsCount - 1);
    expect((await audit.listAuditOfTarget('GAME#6'))[0]).toMatchObject({ action: 'reference.delete', details: { ref: id } });
    expect((await call(routes.deleteGameReference, { token: designer, pathParameters: { id: '6', refId: id }, query: { version: '1' } })).status).toBe(404);
  });

  it('a reference cannot be added to a game that does not exist', async () => {
    expect((await call(routes.createGameReference, { token: designer, pathParameters: game(9999), body: reference('jaws') })).status).toBe(404);
  });
});
