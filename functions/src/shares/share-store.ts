import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { IMAGES_PREFIX, PAGE_CACHE_CONTROL, SITE_BUILD_FILE, type SiteBuildInfo } from '@quiz/shared';
import { imagesBucket } from '../images/images-bucket';
import { env } from '../lib/env';

/**
 * Where a share's page and preview image are kept (docs/adr/0031-score-shares.md): the site
 * bucket's `shares/` in AWS (outside `pages/`, which a publish owns and prunes; the deploy never
 * prunes), served by CloudFront from there; locally a folder the local server serves the same way.
 * Both are written once, when the share is made: no request ever renders them again.
 */
export interface ShareStore {
  /** Writes `shares/{id}.html` or `shares/{id}.jpg` (`.png` before the JPEG). */
  put(file: string, body: Buffer | string, contentType: string): Promise<void>;
  /** A published illustration's bytes (`/images/{name}`), or null when it cannot be read. */
  readImage(src: string): Promise<Buffer | null>;
  /** The web build's asset names (landing script and styles) and origin, or null without a build. */
  readBuild(): Promise<SiteBuildInfo | null>;
}

/** A share's files never change: cached a year (the page follows the pages' rule: revalidated). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const cacheControlOf = (file: string) => (/\.(jpg|png)$/.test(file) ? IMMUTABLE : PAGE_CACHE_CONTROL);
/** Only names the API makes: `/images/{hash…}.{ext}`, never a path out of the folder. */
const imageName = (src: string) => {
  const name = src.startsWith(IMAGES_PREFIX) ? src.slice(IMAGES_PREFIX.length) : null;
  return name && /^[\w.-]+$/.test(name) ? name : null;
};

const s3 = new S3Client({});
let build: { at: number; info: Promise<SiteBuildInfo | null> } | undefined;
const BUILD_CACHE_MS = 5 * 60_000;

const s3Store: ShareStore = {
  async put(file, body, contentType) {
    await s3.send(new PutObjectCommand({ Bucket: await imagesBucket(), Key: file, Body: body, ContentType: contentType, CacheControl: cacheControlOf(file) }));
  },
  async readImage(src) {
    const name = imageName(src);
    if (!name) return null;
    try {
      const out = await s3.send(new GetObjectCommand({ Bucket: await imagesBucket(), Key: `images/${name}` }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
    } catch {
      return null;
    }
  },
  async readBuild() {
    if (!build || Date.now() - build.at > BUILD_CACHE_MS) {
      const info = (async () => {
        const out = await s3.send(new GetObjectCommand({ Bucket: await imagesBucket(), Key: SITE_BUILD_FILE }));
        return JSON.parse((await out.Body?.transformToString('utf8')) ?? 'null') as SiteBuildInfo | null;
      })().catch(() => null);
      build = { at: Date.now(), info };
    }
    return build.info;
  },
};

function localStore(dir: string): ShareStore {
  const { LOCAL_IMAGES_DIR, LOCAL_WEB_DIST } = env();
  return {
    async put(file, body) {
      const target = path.join(dir, path.basename(file));
      await mkdir(dir, { recursive: true });
      await writeFile(target, body);
    },
    async readImage(src) {
      const name = imageName(src);
      if (!name || !LOCAL_IMAGES_DIR) return null;
      return readFile(path.join(LOCAL_IMAGES_DIR, name)).catch(() => null);
    },
    async readBuild() {
      if (!LOCAL_WEB_DIST) return null;
      return readFile(path.join(LOCAL_WEB_DIST, SITE_BUILD_FILE), 'utf8').then((text) => JSON.parse(text) as SiteBuildInfo, () => null);
    },
  };
}

/** The store of this environment: the local folder when the local runtime set one, else the site bucket. */
export function shareStore(): ShareStore {
  const dir = env().LOCAL_SHARES_DIR;
  return dir ? localStore(dir) : s3Store;
}
