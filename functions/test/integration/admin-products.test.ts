import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type ProductInput, type RouteName, type StoredProduct } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import type * as PictureStoreModule from '../../src/images/picture-store';
import { keys } from '../../src/data/keys';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { seedFixture } from '../helpers/seed-fixture';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { loadSeed } from '../../../scripts/src/seed/load-seed';
import { PRODUCTS } from '../../src/domain/catalogue';

/** The shop's products in the table, the admin's calls, and the shop reading them (SPEC §3). */
const key = createSigningKey();
const admin = signAccessToken(key, { sub: 'sub-admin', username: 'alex', 'cognito:groups': ['admin'] });
const imagesDir = mkdtempSync(path.join(tmpdir(), 'quiz-product-images-'));

const CALLS = ['listAdminProducts', 'getAdminProduct', 'createProduct', 'updateProduct', 'startProductImageUpload', 'finalizeProductImage', 'listProducts', 'getProduct'] as const;
const handlers = {} as Record<(typeof CALLS)[number], LambdaHandler>;
let db: Awaited<ReturnType<typeof useIntegrationTable>>['db'];
let tableName: string;
let acceptLocalUpload: typeof PictureStoreModule.acceptLocalUpload;

beforeAll(async () => {
  ({ db, tableName } = await useIntegrationTable());
  Object.assign(process.env, { LOCAL_IMAGES_DIR: imagesDir, LOCAL_UPLOADS_SECRET: 'a-test-secret-of-some-length' });
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), {
    ...seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg')),
    products: PRODUCTS,
  });
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  for (const name of CALLS) handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
  ({ acceptLocalUpload } = await import('../../src/images/picture-store'));
});

const call = (name: (typeof CALLS)[number], options: Parameters<typeof apiEvent>[1] = {}) =>
  invoke(handlers[name], apiEvent(routes[name as RouteName], { token: admin, ...options }));

const input = (n: string, change: Partial<ProductInput> = {}): ProductInput => ({
  type: 'poster', status: 'draft',
  slug: { en: `poster-${n}`, fr: `affiche-${n}` },
  title: { en: `Poster ${n}`, fr: `Affiche ${n}` },
  summary: { en: 'A big poster', fr: 'Une grande affiche' },
  description: { en: ['Printed on thick paper.'], fr: ['Imprimée sur papier épais.'] },
  facts: [{ value: { en: '70 cm', fr: '70 cm' }, label: { en: 'wide', fr: 'de large' } }],
  ...change,
});

async function create(n: string, change: Partial<ProductInput> = {}): Promise<StoredProduct> {
  const { status, json } = await call('createProduct', { body: { product: input(n, change) } });
  expect(status, JSON.stringify(json)).toBe(200);
  return json.product;
}

const issuePaths = (json: { error: { issues?: { path: (string | number)[] }[] } }) => (json.error.issues ?? []).map((issue) => issue.path.join('.'));
const stored = async (id: number) => (await db.send(new GetCommand({ TableName: tableName, Key: keys.product(id) }))).Item;

describe('the seed: products in the table (SPEC §3)', () => {
  it('the shop shows the seed\'s XL pack from the table, as before, in both languages', async () => {
    const en = await call('listProducts', { token: undefined });
    expect(en.status).toBe(200);
    expect(en.json.products).toEqual([{ id: 1, type: 'book', slug: { en: 'xl-pack', fr: 'pack-xl' }, title: 'The XL pack', summary: PRODUCTS[0]!.summary.en }]);
    const fr = await call('getProduct', { token: undefined, pathParameters: { id: '1' }, query: { l: 'fr' } });
    expect(fr.json).toMatchObject({ id: 1, title: 'Le pack XL', description: PRODUCTS[0]!.description.fr });
    expect(await stored(1)).toMatchObject({ gsi1pk: 'PRODUCTS#validated', version: 1 });
  });
});

describe('admin products: create, read, list', () => {
  it('creates a draft with the next id, version 1 and its audit entry; the admin lists it, the shop answers 404 as for an unknown id', async () => {
    const product = await create('a');
    expect(product).toMatchObject({ id: 2, status: 'draft', version: 1, images: {} });
    const read = await call('getAdminProduct', { pathParameters: { id: '2' } });
    expect(read.json.audit).toEqual([expect.objectContaining({ target: 'PRODUCT#2', action: 'product.create', actor: { sub: 'sub-admin', username: 'alex' } })]);
    const list = await call('listAdminProducts');
    expect(list.json.products.map((p: StoredProduct) => [p.id, p.status])).toEqual([[1, 'validated'], [2, 'draft']]);
    const shop = await call('listProducts', { token: undefined });
    expect(shop.json.products.map((p: { id: number }) => p.id)).toEqual([1]);
    const draft = await call('getProduct', { token: undefined, pathParameters: { id: '2' } });
    const unknown = await call('getProduct', { token: undefined, pathParameters: { id: '999' } });
    expect([draft.status, unknown.status]).toEqual([404, 404]);
    const { requestId: _a, ...draftError } = draft.json.error;
    const { requestId: _b, ...unknownError } = unknown.json.error;
    expect(draftError).toEqual(unknownError);
    expect((await call('getAdminProduct', { pathParameters: { id: '999' } })).status).toBe(404);
  });

  it('a closed draft is not shown either (SPEC §3 statuses: only validated)', async () => {
    const product = await create('closed', { status: 'closed_draft' });
    expect((await call('getProduct', { token: undefined, pathParameters: { id: String(product.id) } })).status).toBe(404);
  });
});

describe('admin products: the rules (400 naming the field, 409 slug_taken)', () => {
  it.each([
    ['a slug with capitals or spaces', 'body.product.slug.en', { slug: { en: 'Big Poster', fr: 'affiche' } }],
    ['a title missing in French', 'body.product.title.fr', { title: { en: 'Poster', fr: '   ' } }],
    ['a description without a paragraph in English', 'body.product.description.en', { description: { en: [], fr: ['Un texte.'] } }],
    ['an unknown type (SPEC §3 types)', 'body.product.type', { type: 'mug' }],
    ['an unknown status (SPEC §3 statuses)', 'body.product.status', { status: 'published' }],
    ['seven facts (at most six)', 'body.product.facts', { facts: Array.from({ length: 7 }, () => ({ value: { en: '1', fr: '1' }, label: { en: 'a', fr: 'un' } })) }],
  ])('refuses %s with 400 validation_failed naming %s, writing nothing', async (_, field, change) => {
    const before = (await call('listAdminProducts')).json.products.length;
    const { status, json } = await call('createProduct', { body: { product: { ...input('bad'), ...change } } });
    expect(status).toBe(400);
    expect(json.error.code).toBe('validation_failed');
    expect(issuePaths(json)).toContain(field);
    expect((await call('listAdminProducts')).json.products).toHaveLength(before);
  });

  it('a slug is unique per language: another product\'s (the seed\'s too) is 409 slug_taken naming the field; the other language may reuse it', async () => {
    const taken = await call('createProduct', { body: { product: input('b', { slug: { en: 'xl-pack', fr: 'affiche-b' } }) } });
    expect(taken.status).toBe(409);
    expect(taken.json.error.code).toBe('slug_taken');
    expect(issuePaths(taken.json)).toEqual(['body.product.slug.en']);
    // Nothing half-written: no product, no lock of the free French slug.
    expect((await call('listAdminProducts')).json.products.some((p: StoredProduct) => p.slug.fr === 'affiche-b')).toBe(false);
    expect((await db.send(new GetCommand({ TableName: tableName, Key: keys.productSlug('fr', 'affiche-b') }))).Item).toBeUndefined();
    // The same text in the other language is another address.
    const other = await create('c', { slug: { en: 'poster-c', fr: 'xl-pack' } });
    expect(other.slug.fr).toBe('xl-pack');
    const edit = await call('updateProduct', { pathParameters: { id: String(other.id) }, body: { product: input('c', { slug: { en: 'poster-a', fr: 'xl-pack' } }), version: 1 } });
    expect(edit.status).toBe(409);
    expect(issuePaths(edit.json)).toEqual(['body.product.slug.en']);
  });

  it('a changed slug frees the old one for another product', async () => {
    const first = await create('d');
    const moved = await call('updateProduct', { pathParameters: { id: String(first.id) }, body: { product: input('d', { slug: { en: 'poster-d2', fr: 'affiche-d' } }), version: 1 } });
    expect(moved.status).toBe(200);
    expect((await create('e', { slug: { en: 'poster-d', fr: 'affiche-e' } })).slug.en).toBe('poster-d');
  });
});

describe('admin products: versions and status (409 stale_version)', () => {
  it('an edit names the version read; a stale one is 409 with the product as it is now, and writes nothing (no audit entry either)', async () => {
    const product = await create('f');
    const id = String(product.id);
    const edited = await call('updateProduct', { pathParameters: { id }, body: { product: input('f', { title: { en: 'Big poster', fr: 'Grande affiche' } }), version: 1 } });
    expect(edited.json.product).toMatchObject({ version: 2, title: { en: 'Big poster' } });
    expect(edited.json.audit[0]).toMatchObject({ action: 'product.update', details: { fields: ['title'], version: 2 } });
    const stale = await call('updateProduct', { pathParameters: { id }, body: { product: input('f', { summary: { en: 'Mine', fr: 'La mienne' } }), version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('stale_version');
    expect(stale.json.error.current).toMatchObject({ version: 2, title: { en: 'Big poster' }, summary: { en: 'A big poster' } });
    const read = await call('getAdminProduct', { pathParameters: { id } });
    expect(read.json.product.summary.en).toBe('A big poster');
    expect(read.json.audit.map((entry: { action: string }) => entry.action)).toEqual(['product.update', 'product.create']);
  });

  it('validating is an edit of the status (audited with from/to): the shop shows it at once, then a draft again hides it', async () => {
    const product = await create('g');
    const id = String(product.id);
    const validated = await call('updateProduct', { pathParameters: { id }, body: { product: input('g', { status: 'validated' }), version: 1 } });
    expect(validated.json.audit[0]).toMatchObject({ action: 'product.validate', details: { status: { from: 'draft', to: 'validated' } } });
    const shop = await call('listProducts', { token: undefined, query: { l: 'fr' } });
    expect(shop.json.products).toContainEqual(expect.objectContaining({ id: product.id, title: 'Affiche g', slug: { en: 'poster-g', fr: 'affiche-g' } }));
    expect((await call('getProduct', { token: undefined, pathParameters: { id } })).json.facts).toEqual([{ value: '70 cm', label: 'wide' }]);
    await call('updateProduct', { pathParameters: { id }, body: { product: input('g', { status: 'closed_draft' }), version: 2 } });
    expect((await call('getProduct', { token: undefined, pathParameters: { id } })).status).toBe(404);
    expect(await stored(product.id)).toMatchObject({ gsi1pk: 'PRODUCTS#closed_draft' });
  });
});

describe('admin products: images (cover, background, description) through the picture store', () => {
  const png = (width = 900, height = 600) =>
    sharp({ create: { width, height, channels: 3, background: '#a37' } }).png().withMetadata({ exif: { IFD0: { ImageDescription: 'Secret' } } }).toBuffer();

  async function upload(id: number, body: Buffer, contentType = 'image/png') {
    const started = await call('startProductImageUpload', { pathParameters: { id: String(id) }, body: { contentType, size: body.length } });
    expect(started.status).toBe(200);
    expect(started.json.key).toMatch(new RegExp(`^uploads/p${id}/`));
    expect(await acceptLocalUpload(started.json.fields, body)).toBe(204);
    return started.json.key as string;
  }

  it('a cover is checked, published with its web copies, stored on the product (version + 1, audited) and served with a srcset', async () => {
    const product = await create('h', { status: 'validated' });
    const id = String(product.id);
    const key = await upload(product.id, await png());
    const done = await call('finalizeProductImage', { pathParameters: { id, kind: 'cover' }, body: { key, version: 1 } });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    const cover = done.json.product.images.cover;
    expect(cover).toMatchObject({ width: 900, height: 600, src: expect.stringMatching(/^\/images\/[0-9a-f]{16}\.png$/) });
    expect(done.json.product.version).toBe(2);
    expect(done.json.audit[0]).toMatchObject({ action: 'product.image', details: { kind: 'cover' } });
    const exif = (await sharp(path.join(imagesDir, cover.src.slice('/images/'.length))).metadata()).exif;
    expect(exif).toBeUndefined();
    const shop = await call('listProducts', { token: undefined });
    const listed = shop.json.products.find((p: { id: number }) => p.id === product.id);
    expect(listed.cover).toEqual({ src: cover.src, width: 900, height: 600, srcset: expect.stringMatching(/-320w\.v\d\.webp 320w, .*-640w\.v\d\.webp 640w/) });
    // The upload is used once; a stale version is a 409 and sets nothing.
    expect((await call('finalizeProductImage', { pathParameters: { id, kind: 'background' }, body: { key, version: 2 } })).json.error.code).toBe('picture_missing');
    const again = await upload(product.id, await png(400, 400));
    const stale = await call('finalizeProductImage', { pathParameters: { id, kind: 'background' }, body: { key: again, version: 1 } });
    expect(stale.json.error.code).toBe('stale_version');
    const background = await call('finalizeProductImage', { pathParameters: { id, kind: 'background' }, body: { key: again, version: 2 } });
    expect(background.json.product.images).toMatchObject({ cover, background: { width: 400 } });
    expect((await call('getProduct', { token: undefined, pathParameters: { id } })).json.background).toMatchObject({ width: 400 });
  });

  it('an image is checked from its bytes (text named PNG refused), and a game\'s upload key is not a product\'s', async () => {
    const product = await create('i');
    const id = String(product.id);
    const text = await upload(product.id, Buffer.from('<html>not a picture</html>'));
    expect((await call('finalizeProductImage', { pathParameters: { id, kind: 'cover' }, body: { key: text, version: 1 } })).json.error.code).toBe('picture_type');
    const foreign = await call('finalizeProductImage', { pathParameters: { id, kind: 'cover' }, body: { key: `uploads/${id}/00000000-0000-4000-8000-000000000000`, version: 1 } });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.code).toBe('picture_missing');
    const kind = await call('finalizeProductImage', { pathParameters: { id, kind: 'logo' }, body: { key: text, version: 1 } });
    expect(issuePaths(kind.json)).toContain('params.kind');
    expect((await call('startProductImageUpload', { pathParameters: { id: '999' }, body: { contentType: 'image/png', size: 10 } })).status).toBe(404);
  });
});

describe('admin products: access', () => {
  it.each(CALLS.filter((name) => !['listProducts', 'getProduct'].includes(name)))('%s answers 401 without a token and 403 to a designer', async (name) => {
    const options = { pathParameters: { id: '1', kind: 'cover' }, body: {} };
    expect((await invoke(handlers[name], apiEvent(routes[name as RouteName], options))).status).toBe(401);
    const designer = signAccessToken(key, { 'cognito:groups': ['designer', 'tester'] });
    expect((await invoke(handlers[name], apiEvent(routes[name as RouteName], { ...options, token: designer }))).status).toBe(403);
  });
});
