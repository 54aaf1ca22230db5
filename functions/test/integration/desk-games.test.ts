import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, shareBackdropOf, type RouteName } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import type * as AuditModule from '../../src/data/audit';
import type * as PictureStoreModule from '../../src/images/picture-store';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { seedFixture } from '../helpers/seed-fixture';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { loadSeed } from '../../../scripts/src/seed/load-seed';

const key = createSigningKey();
const designer = signAccessToken(key, { sub: 'sub-designer', username: 'dana', 'cognito:groups': ['designer'] });
const player = signAccessToken(key, { sub: 'sub-player', username: 'pat' });
const imagesDir = mkdtempSync(path.join(tmpdir(), 'quiz-desk-images-'));

const CALLS = ['listDeskGames', 'createDeskGame', 'getDeskGame', 'updateDeskGame', 'startPictureUpload', 'finalizePicture'] as const;
const handlers = {} as Record<(typeof CALLS)[number] | 'catalogue', LambdaHandler>;
let db: Awaited<ReturnType<typeof useIntegrationTable>>['db'];
let tableName: string;
let listAuditOfTarget: typeof AuditModule.listAuditOfTarget;
let acceptLocalUpload: typeof PictureStoreModule.acceptLocalUpload;

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  Object.assign(process.env, { LOCAL_IMAGES_DIR: imagesDir, LOCAL_UPLOADS_SECRET: 'a-test-secret-of-some-length' });
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg')));
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  for (const name of [...CALLS, 'catalogue'] as const) handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
  ({ listAuditOfTarget } = await import('../../src/data/audit'));
  ({ acceptLocalUpload } = await import('../../src/images/picture-store'));
});

const call = (name: (typeof CALLS)[number], options: Parameters<typeof apiEvent>[1] = {}) =>
  invoke(handlers[name], apiEvent(routes[name as RouteName], { token: designer, ...options }));

const settings = (n: string) => ({
  premiumLevel: 0, difficulty: 2, themes: ['movie'], language: 'auto',
  title: { en: `Beach ${n}`, fr: `Plage ${n}` },
  slug: { en: `beach-${n}`, fr: `plage-${n}` },
  description: { en: 'A day at the beach', fr: 'Une journée à la plage' },
});

async function createGame(n: string) {
  const { status, json } = await call('createDeskGame', { body: settings(n) });
  expect(status).toBe(200);
  return json;
}

const png = (width = 800, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } }).png().withMetadata({ exif: { IFD0: { ImageDescription: 'Jaws' } } }).toBuffer();

async function upload(id: number, body: Buffer, contentType = 'image/png') {
  const started = await call('startPictureUpload', { pathParameters: { id: String(id) }, body: { contentType, size: body.length } });
  expect(started.status).toBe(200);
  expect(await acceptLocalUpload(started.json.fields, body)).toBe(204);
  return started.json.key as string;
}

describe('designer games: access', () => {
  it.each(CALLS)('%s answers 401 without a token and 403 to a player without the designer role', async (name) => {
    const options = { pathParameters: { id: '1' }, body: {} };
    expect((await invoke(handlers[name], apiEvent(routes[name], options))).status).toBe(401);
    const forbidden = await invoke(handlers[name], apiEvent(routes[name], { ...options, token: player }));
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.error.code).toBe('forbidden');
  });
});

describe('designer games: list, create, read', () => {
  it('lists every game of every status in number order, with titles, slugs and counts of references', async () => {
    const { status, json } = await call('listDeskGames');
    expect(status).toBe(200);
    const seeded = json.games.filter((g: { id: number }) => g.id <= 3);
    expect(seeded.map((g: { id: number; status: string; refsCount: number }) => [g.id, g.status, g.refsCount])).toEqual([[1, 'live', 2], [2, 'live', 3], [3, 'test', 4]]);
    expect(seeded[0]).toMatchObject({ number: 1, title: { en: 'Quiz 1 in English' }, slug: { fr: 'quiz-1-fr' }, hasPicture: true, version: 0 });
  });

  it('creates a game in test with the next public number, a random uuid, version 1 and an audit entry', async () => {
    const game = await createGame('a');
    expect(game).toMatchObject({ status: 'test', version: 1, refsCount: 0, title: { en: 'Beach a', fr: 'Plage a' } });
    expect(game.number).toBeGreaterThan(3);
    expect(game.id).toBe(game.number);
    expect(game.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(game.image).toBeUndefined();
    const next = await createGame('b');
    expect(next.number).toBe(game.number + 1);
    expect((await call('getDeskGame', { pathParameters: { id: String(game.id) } })).json).toEqual(game);
    const audit = await listAuditOfTarget(`GAME#${game.id}`);
    expect(audit).toEqual([expect.objectContaining({ action: 'game.create', actor: { sub: 'sub-designer', username: 'dana' } })]);
  });

  it('a new game without a picture is not seen by players (not in the catalogue, even once listed)', async () => {
    const { json } = await invoke(handlers.catalogue, apiEvent(routes.catalogue));
    expect(Object.values(json.games).map((g) => (g as { title: string }).title)).not.toContain('Beach a');
  });

  it('refuses bad input with 400 naming the field, and an unknown game with 404', async () => {
    const bad = await call('createDeskGame', { body: { ...settings('c'), slug: { en: 'Has Spaces', fr: 'ok-slug' }, difficulty: 7 } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.issues.map((i: { path: unknown[] }) => i.path.join('.'))).toEqual(expect.arrayContaining(['body.slug.en', 'body.difficulty']));
    expect((await call('getDeskGame', { pathParameters: { id: '9999' } })).status).toBe(404);
  });
});

describe('designer games: slugs are unique per language', () => {
  it('refuses a slug another game has (a seed game too) with 409 slug_taken naming the field', async () => {
    const clash = await call('createDeskGame', { body: { ...settings('d'), slug: { en: 'beach-d', fr: 'quiz-1-fr' } } });
    expect(clash.status).toBe(409);
    expect(clash.json.error.code).toBe('slug_taken');
    expect(clash.json.error.issues).toEqual([expect.objectContaining({ path: ['body', 'slug', 'fr'] })]);

    const game = await createGame('e');
    const other = await createGame('f');
    const taken = await call('updateDeskGame', {
      pathParameters: { id: String(other.id) },
      body: { ...settings('f'), status: 'test', version: other.version, slug: { en: game.slug.en, fr: 'plage-f' } },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error.issues[0].path).toEqual(['body', 'slug', 'en']);
  });

  it('the same slug in the other language is fine, and a freed slug can be taken again', async () => {
    const game = await createGame('g');
    const moved = await call('updateDeskGame', {
      pathParameters: { id: String(game.id) },
      body: { ...settings('g'), status: 'test', version: 1, slug: { en: 'beach-g2', fr: 'beach-g' } },
    });
    expect(moved.status).toBe(200);
    const reuse = await call('createDeskGame', { body: { ...settings('h'), slug: { en: 'beach-g', fr: 'plage-h' } } });
    expect(reuse.status).toBe(200);
  });
});

describe('designer games: versions', () => {
  it('an update names the version it read: the next one gets 409 stale_version with the game as it is now, and nothing is written', async () => {
    const game = await createGame('i');
    const body = { ...settings('i'), status: 'hidden', version: game.version, difficulty: 3 };
    const first = await call('updateDeskGame', { pathParameters: { id: String(game.id) }, body });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ version: 2, status: 'hidden', difficulty: 3 });
    const stale = await call('updateDeskGame', { pathParameters: { id: String(game.id) }, body: { ...body, difficulty: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('stale_version');
    expect(stale.json.error.current).toMatchObject({ version: 2, difficulty: 3 });
    expect((await call('getDeskGame', { pathParameters: { id: String(game.id) } })).json.difficulty).toBe(3);
    const audit = await listAuditOfTarget(`GAME#${game.id}`);
    expect(audit.map((entry) => entry.action)).toEqual(['game.update', 'game.create']);
    expect(audit[0]!.details).toMatchObject({ status: { from: 'test', to: 'hidden' }, difficulty: { from: 2, to: 3 } });
  });

  it('a seed game (stored without a version) is at version 0', async () => {
    const seed = (await call('getDeskGame', { pathParameters: { id: '3' } })).json;
    expect(seed.version).toBe(0);
    const saved = await call('updateDeskGame', { pathParameters: { id: '3' }, body: { ...seed, version: 0, difficulty: 2 } });
    expect(saved.status).toBe(200);
    expect(saved.json.version).toBe(1);
  });
});

describe('designer games: the picture', () => {
  it('an uploaded PNG is checked from its bytes, stripped, published under content-hash names with its copies, and set', async () => {
    const game = await createGame('j');
    const key = await upload(game.id, await png());
    const done = await call('finalizePicture', { pathParameters: { id: String(game.id) }, body: { key, version: game.version } });
    expect(done.status).toBe(200);
    expect(done.json.version).toBe(game.version + 1);
    const { image } = done.json;
    expect(image).toMatchObject({ width: 800, height: 500 });
    // Names say nothing of the content: a hash, a width, a recipe version.
    const names = [image.src, image.variants.share.src, ...image.variants.widths.map((w: { src: string }) => w.src)];
    for (const name of names) {
      expect(name).toMatch(/^\/images\/[0-9a-f]{16}(-\d+w\.v\d+)?\.(png|webp|jpg)$/);
      expect(name.toLowerCase()).not.toMatch(/beach|plage/);
      expect(existsSync(path.join(imagesDir, name.slice('/images/'.length)))).toBe(true);
    }
    const stored = await sharp(path.join(imagesDir, image.src.slice('/images/'.length))).metadata();
    expect(stored.exif).toBeUndefined();
    // A quiz's picture: its score shares' backdrop is made now, once (docs/adr/0031-score-shares.md).
    expect(existsSync(path.join(imagesDir, shareBackdropOf(image.src)!.slice('/images/'.length)))).toBe(true);
    // The upload is used once.
    const again = await call('finalizePicture', { pathParameters: { id: String(game.id) }, body: { key, version: done.json.version } });
    expect(again.json.error.code).toBe('picture_missing');
    expect((await listAuditOfTarget(`GAME#${game.id}`))[0]!.action).toBe('game.picture');
  });

  it('refuses a file that is not a picture whatever its announced type, and an SVG with a script', async () => {
    const game = await createGame('k');
    const text = await upload(game.id, Buffer.from('<html>not a picture</html>'));
    const refused = await call('finalizePicture', { pathParameters: { id: String(game.id) }, body: { key: text, version: 1 } });
    expect(refused.status).toBe(400);
    expect(refused.json.error.code).toBe('picture_type');
    const svg = await upload(game.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), 'image/svg+xml');
    const unsafe = await call('finalizePicture', { pathParameters: { id: String(game.id) }, body: { key: svg, version: 1 } });
    expect(unsafe.json.error.code).toBe('picture_unsafe');
    expect((await call('getDeskGame', { pathParameters: { id: String(game.id) } })).json.image).toBeUndefined();
  });

  it('a too large announced size is refused before any upload; the local upload refuses a forged policy', async () => {
    const game = await createGame('l');
    const big = await call('startPictureUpload', { pathParameters: { id: String(game.id) }, body: { contentType: 'image/png', size: 50 * 1024 * 1024 } });
    expect(big.status).toBe(400);
    expect(big.json.error.issues[0].path).toEqual(['body', 'size']);
    const ok = await call('startPictureUpload', { pathParameters: { id: String(game.id) }, body: { contentType: 'image/png', size: 10 } });
    expect(await acceptLocalUpload({ ...ok.json.fields, 'x-max-bytes': '999999999' }, Buffer.alloc(10))).toBe(403);
    expect(await acceptLocalUpload(ok.json.fields, Buffer.alloc(ok.json.maxBytes + 1))).toBe(400);
    expect(readdirSync(path.join(imagesDir, '..', 'uploads')).some((f) => f.startsWith(`${game.id}-`))).toBe(false);
  });
});

describe('designer games: going live', () => {
  it('refuses live without a picture or a reference, listing what is missing', async () => {
    const game = await createGame('m');
    const { status, json } = await call('updateDeskGame', { pathParameters: { id: String(game.id) }, body: { ...settings('m'), status: 'live', version: 1 } });
    expect(status).toBe(400);
    expect(json.error.code).toBe('game_incomplete');
    expect(json.error.issues.map((i: { path: unknown[] }) => i.path.join('.'))).toEqual(['image', 'references']);
  });

  it('lists each incomplete reference field, in both languages; once complete the game goes live and players see it', async () => {
    const game = await createGame('n');
    const key = await upload(game.id, await png(640, 400));
    const pictured = (await call('finalizePicture', { pathParameters: { id: String(game.id) }, body: { key, version: 1 } })).json;
    const ref = {
      pk: `GAME#${game.id}`, sk: 'REF#r01', gameId: game.id, order: 0, id: 'r01', type: 'classic',
      zone: { kind: 'rect', x: 0.1, y: 0.1, w: 0.2, h: 0.2 }, response: 'wave',
      hints: { main: { en: 'Surf', fr: '' }, backup: { en: 'Sea', fr: 'Mer' } },
      choices: { en: ['A', 'B', 'C'], fr: ['A', 'B'] },
    };
    await db.send(new PutCommand({ TableName: tableName, Item: ref }));
    await db.send(new PutCommand({ TableName: tableName, Item: { pk: 'RESPONSE#wave', sk: 'META', id: 'wave', theme: 'movie', titles: { en: ['The Wave'], fr: [] }, aliases: { en: [], fr: [] } } }));
    const live = { ...settings('n'), status: 'live', version: pictured.version };
    const refused = await call('updateDeskGame', { pathParameters: { id: String(game.id) }, body: live });
    expect(refused.status).toBe(400);
    expect(refused.json.error.issues.map((i: { path: unknown[] }) => i.path.join('.'))).toEqual([
      'references.r01.hints.main.fr', 'references.r01.choices.fr', 'references.r01.response.titles.fr',
    ]);

    await db.send(new PutCommand({ TableName: tableName, Item: { ...ref, hints: { main: { en: 'Surf', fr: 'Surf' }, backup: { en: 'Sea', fr: 'Mer' } }, choices: { en: ['A', 'B', 'C'], fr: ['A', 'B', 'C'] } } }));
    await db.send(new PutCommand({ TableName: tableName, Item: { pk: 'RESPONSE#wave', sk: 'META', id: 'wave', theme: 'movie', titles: { en: ['The Wave'], fr: ['La Vague'] }, aliases: { en: [], fr: [] } } }));
    const done = await call('updateDeskGame', { pathParameters: { id: String(game.id) }, body: live });
    expect(done.status).toBe(200);
    expect(done.json.status).toBe('live');
    const { json } = await invoke(handlers.catalogue, apiEvent(routes.catalogue));
    expect(json.games[String(game.id)]).toMatchObject({ gameId: game.id, title: 'Beach n', slug: 'beach-n', uuid: game.uuid });
  });
});
