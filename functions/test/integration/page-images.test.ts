import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type Page, type RouteName } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import type * as PictureStoreModule from '../../src/images/picture-store';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';

/**
 * A content page's pictures go through the designers' picture store (local form here, a
 * presigned POST in AWS), are checked from their bytes and published with their web copies; a page's
 * image block names such a picture and its alt text in both languages.
 */
const key = createSigningKey();
const admin = signAccessToken(key, { sub: 'sub-admin', username: 'alex', 'cognito:groups': ['admin'] });
const designer = signAccessToken(key, { sub: 'sub-designer', username: 'dana', 'cognito:groups': ['designer'] });
const imagesDir = mkdtempSync(path.join(tmpdir(), 'quiz-page-images-'));
const CALLS = ['startPageImageUpload', 'finalizePageImage', 'createPage'] as const;
const handlers = {} as Record<(typeof CALLS)[number], LambdaHandler>;
let acceptLocalUpload: typeof PictureStoreModule.acceptLocalUpload;

beforeAll(async () => {
  await useIntegrationTable();
  Object.assign(process.env, { LOCAL_IMAGES_DIR: imagesDir, LOCAL_UPLOADS_SECRET: 'a-test-secret-of-some-length' });
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  for (const name of CALLS) handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
  ({ acceptLocalUpload } = await import('../../src/images/picture-store'));
});

const call = (name: (typeof CALLS)[number], options: Parameters<typeof apiEvent>[1] = {}) =>
  invoke(handlers[name], apiEvent(routes[name as RouteName], { token: admin, ...options }));

const png = () => sharp({ create: { width: 1000, height: 600, channels: 3, background: '#c52' } }).png().withMetadata({ exif: { IFD0: { ImageDescription: 'secret' } } }).toBuffer();

async function upload(body: Buffer, contentType = 'image/png') {
  const started = await call('startPageImageUpload', { body: { contentType, size: body.length } });
  expect(started.status).toBe(200);
  expect(started.json.key).toMatch(/^uploads\/pages\/[0-9a-f-]{36}$/);
  expect(await acceptLocalUpload(started.json.fields, body)).toBe(204);
  return started.json.key as string;
}

const page = (body: unknown[]): Omit<Page, 'version' | 'updatedAt' | 'body'> & { body: unknown[] } => ({
  id: 'fair-en', translationKey: 'fair', type: 'page', status: 'published', locale: 'en', path: '/en/fair', title: 'At the fair', description: 'Our stand', body,
});

describe('page pictures', () => {
  it('only an admin may upload (401, 403 for a designer)', async () => {
    for (const name of ['startPageImageUpload', 'finalizePageImage'] as const) {
      const body = name === 'startPageImageUpload' ? { contentType: 'image/png', size: 10 } : { key: 'uploads/pages/00000000-0000-4000-8000-000000000000' };
      expect((await invoke(handlers[name], apiEvent(routes[name], { body }))).status, name).toBe(401);
      expect((await call(name, { token: designer, body })).status, name).toBe(403);
    }
  });

  it('a PNG is checked and published with its WebP copies under names of its content; the upload is gone; a page names it with both alt texts', async () => {
    const uploadKey = await upload(await png());
    const done = await call('finalizePageImage', { body: { key: uploadKey } });
    expect(done.status).toBe(200);
    const { image } = done.json;
    expect(image).toMatchObject({ src: expect.stringMatching(/^\/images\/[0-9a-f]{16}\.png$/), width: 1000, height: 600 });
    expect(image.variants.widths.map((w: { width: number }) => w.width)).toEqual([320, 640, 960]);
    const files = readdirSync(imagesDir);
    for (const src of [image.src, ...image.variants.widths.map((w: { src: string }) => w.src)]) expect(files).toContain(path.basename(src));
    expect((await sharp(path.join(imagesDir, path.basename(image.src))).metadata()).exif).toBeUndefined();
    // Used once: the upload is removed.
    expect((await call('finalizePageImage', { body: { key: uploadKey } })).json.error.code).toBe('picture_missing');

    const missingAlt = await call('createPage', { body: { page: page([{ kind: 'image', image, alt: { en: 'Our stand', fr: '  ' } }]) } });
    expect(missingAlt.status).toBe(400);
    expect(missingAlt.json.error.issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(['body.page.body.0.alt.fr']);
    const typedAddress = await call('createPage', { body: { page: page([{ kind: 'image', image: { ...image, src: 'https://elsewhere.example/x.png' }, alt: { en: 'a', fr: 'b' } }]) } });
    expect(typedAddress.json.error.issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(['body.page.body.0.image.src']);

    const saved = await call('createPage', { body: { page: page([{ kind: 'image', image, alt: { en: 'Our stand', fr: 'Notre stand' } }]) } });
    expect(saved.status).toBe(200);
    expect(saved.json.page.body[0]).toEqual({ kind: 'image', image, alt: { en: 'Our stand', fr: 'Notre stand' } });
  });

  it('the type comes from the bytes: a text file posted as a PNG is refused, and an upload key of another kind is a 400', async () => {
    const fake = await upload(Buffer.from('not a picture at all'));
    expect((await call('finalizePageImage', { body: { key: fake } })).json.error.code).toBe('picture_type');
    expect(existsSync(imagesDir)).toBe(true);
    const other = await call('finalizePageImage', { body: { key: 'uploads/12/00000000-0000-4000-8000-000000000000' } });
    expect(other.status).toBe(400);
    expect(other.json.error.issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(['body.key']);
  });
});
