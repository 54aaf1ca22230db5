import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { cacheControlFor, IMAGES_PREFIX } from '@quiz/shared';
import { env } from '../lib/env';
import { imagesBucket } from './images-bucket';
import type { ImageFile } from './render-variants';

/**
 * Where designers' pictures are uploaded and published: one interface, two
 * implementations. In AWS the browser posts the file straight to the site bucket's `uploads/`
 * through a presigned POST whose policy fixes the key, the content type and the size range; the
 * finalize call reads it back, and the checked picture's copies go to `images/` (served by
 * CloudFront's /images/* behaviour). Locally the same calls write to disk: the local server takes
 * the same form at LOCAL_UPLOAD_PATH and serves `.local/images` under /images/.
 */
export interface PictureStore {
  /** Where the browser posts one file of `contentType`, at most `maxBytes`, under `key`; valid 10 minutes. */
  createUpload(key: string, contentType: string, maxBytes: number): Promise<{ url: string; fields: Record<string, string> }>;
  /** The uploaded bytes, or undefined when nothing is there (or it is larger than `maxBytes`: read as absent). */
  readUpload(key: string, maxBytes: number): Promise<Buffer | undefined>;
  deleteUpload(key: string): Promise<void>;
  /** Publishes one file under the images folder (content-hashed name, cached a year). */
  putImage(file: ImageFile): Promise<void>;
}

export const UPLOADS_PREFIX = 'uploads/';
const UPLOAD_TTL_SECONDS = 600;
/** The local server's stand-in for S3's POST endpoint. */
export const LOCAL_UPLOAD_PATH = '/__local/uploads';

// --- AWS

const s3 = new S3Client({});
const s3Store: PictureStore = {
  async createUpload(key, contentType, maxBytes) {
    return createPresignedPost(s3, {
      Bucket: await imagesBucket(),
      Key: key,
      Conditions: [['content-length-range', 1, maxBytes], ['eq', '$Content-Type', contentType]],
      Fields: { 'Content-Type': contentType },
      Expires: UPLOAD_TTL_SECONDS,
    });
  },
  async readUpload(key, maxBytes) {
    try {
      const out = await s3.send(new GetObjectCommand({ Bucket: await imagesBucket(), Key: key }));
      if (!out.Body || (out.ContentLength ?? 0) > maxBytes) return undefined;
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  },
  async deleteUpload(key) {
    await s3.send(new DeleteObjectCommand({ Bucket: await imagesBucket(), Key: key }));
  },
  async putImage(file) {
    await s3.send(
      new PutObjectCommand({
        Bucket: await imagesBucket(),
        Key: `images/${file.name}`,
        Body: file.body,
        ContentType: file.contentType,
        CacheControl: cacheControlFor(IMAGES_PREFIX),
      }),
    );
  },
};

// --- local disk

interface LocalPaths {
  imagesDir: string;
  uploadsDir: string;
  secret: string;
}

function localPaths(): LocalPaths | undefined {
  const { LOCAL_IMAGES_DIR, LOCAL_UPLOADS_SECRET } = env();
  if (!LOCAL_IMAGES_DIR || !LOCAL_UPLOADS_SECRET) return undefined;
  return { imagesDir: LOCAL_IMAGES_DIR, uploadsDir: path.join(LOCAL_IMAGES_DIR, '..', 'uploads'), secret: LOCAL_UPLOADS_SECRET };
}

const sign = (secret: string, parts: string[]) => createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');
/**
 * Only keys the API hands out: `uploads/{game id}/{uuid}`, `uploads/p{product id}/{uuid}`, and
 * `uploads/pages/{uuid}` for a content page's picture.
 */
const SAFE_KEY = /^uploads\/(?:p?\d+|pages)\/[0-9a-f-]{36}$/;

/** Where a product's images are uploaded (`uploads/p{id}/`): apart from a game's (`uploads/{id}/`). */
export const productUploadPrefix = (id: number) => `${UPLOADS_PREFIX}p${id}/`;

function localStore(paths: LocalPaths): PictureStore {
  const uploadPath = (key: string) => path.join(paths.uploadsDir, key.slice(UPLOADS_PREFIX.length).replace('/', '-'));
  return {
    createUpload(key, contentType, maxBytes) {
      const expires = String(Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS);
      const policy = [key, contentType, String(maxBytes), expires];
      return Promise.resolve({
        url: LOCAL_UPLOAD_PATH,
        fields: { key, 'Content-Type': contentType, 'x-max-bytes': String(maxBytes), 'x-expires': expires, 'x-signature': sign(paths.secret, policy) },
      });
    },
    async readUpload(key, maxBytes) {
      if (!SAFE_KEY.test(key)) return undefined;
      const file = uploadPath(key);
      const info = await stat(file).catch(() => undefined);
      if (!info || info.size > maxBytes) return undefined;
      return readFile(file);
    },
    async deleteUpload(key) {
      if (SAFE_KEY.test(key)) await rm(uploadPath(key), { force: true });
    },
    async putImage(file) {
      await mkdir(paths.imagesDir, { recursive: true });
      await writeFile(path.join(paths.imagesDir, path.basename(file.name)), file.body);
    },
  };
}

/**
 * The local server's end of a local upload: checks the form as S3 checks a presigned POST (the
 * signed key, content type, size and expiry) and keeps the file. Returns an HTTP status.
 */
export async function acceptLocalUpload(fields: Record<string, string>, file: Buffer, now = Date.now()): Promise<number> {
  const paths = localPaths();
  if (!paths) return 404;
  const { key = '', 'Content-Type': contentType = '', 'x-max-bytes': maxBytes = '', 'x-expires': expires = '', 'x-signature': signature = '' } = fields;
  const expected = Buffer.from(sign(paths.secret, [key, contentType, maxBytes, expires]));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || !SAFE_KEY.test(key)) return 403;
  if (Number(expires) * 1000 < now) return 403;
  if (file.length < 1 || file.length > Number(maxBytes)) return 400;
  await mkdir(paths.uploadsDir, { recursive: true });
  await writeFile(path.join(paths.uploadsDir, key.slice(UPLOADS_PREFIX.length).replace('/', '-')), file);
  return 204;
}

/** The store of this environment: local disk when the local runtime set its folder, else S3. */
export function pictureStore(): PictureStore {
  const paths = localPaths();
  return paths ? localStore(paths) : s3Store;
}
