import { randomUUID } from 'node:crypto';
import { CreateInvalidationCommand, type CloudFrontClient } from '@aws-sdk/client-cloudfront';
import type { CloudFrontKeyValueStoreClient } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { PAGE_CACHE_CONTROL, PAGE_INDEX_FILE, SITE_BUILD_FILE, STATIC_PAGES_DIR, checkPageIndex, type SiteBuildInfo } from '@quiz/shared';
import { updatePageKeys } from './page-index-store';
import type { SiteStore } from './publish-site';

/** Where the site lives in AWS: its bucket, its distribution, the edge's page store. */
export interface AwsSiteTarget {
  bucket: string;
  distributionId: string;
  pageStoreArn: string;
}

/** The root files a publish rewrites besides the pages. */
const ROOT_FILES = ['sitemap.xml', 'robots.txt'];
/** DeleteObjects takes at most 1,000 keys a call. */
const DELETE_BATCH = 1000;

const contentType = (file: string) => (file.endsWith('.xml') ? 'application/xml; charset=utf-8' : file.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8');
/** S3's ETag of an object put in one part is the MD5 of its body, in quotes. */
const etagMd5 = (etag: string | undefined) => etag?.replace(/"/g, '') ?? '';

/**
 * The site bucket, its page store and its CloudFront distribution (the web stack's), as a publish
 * sees them: files written with the deploy's Cache-Control, the page store told which pages came and
 * went, one invalidation of the addresses that changed.
 */
export function s3SiteStore(clients: { s3: S3Client; cloudFront: CloudFrontClient; kvs: CloudFrontKeyValueStoreClient }, target: AwsSiteTarget): SiteStore {
  const { s3, cloudFront, kvs } = clients;
  const text = async (Key: string) => (await (await s3.send(new GetObjectCommand({ Bucket: target.bucket, Key }))).Body?.transformToString('utf8')) ?? '';
  return {
    async readBuild() {
      const [appShell, build] = await Promise.all([text('index.html'), text(SITE_BUILD_FILE)]);
      return { appShell, build: JSON.parse(build) as SiteBuildInfo };
    },
    async listFiles() {
      const files = new Map<string, string>();
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: target.bucket, Prefix: `${STATIC_PAGES_DIR}/`, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) files.set(object.Key, etagMd5(object.ETag));
        token = page.NextContinuationToken;
      } while (token);
      for (const file of ROOT_FILES) {
        const head = await s3.send(new HeadObjectCommand({ Bucket: target.bucket, Key: file })).catch(() => undefined);
        if (head) files.set(file, etagMd5(head.ETag));
      }
      return files;
    },
    async write(files) {
      // One by one, each awaited: a visitor never gets a page newer than its links for long.
      for (const { file, body } of files) {
        await s3.send(new PutObjectCommand({ Bucket: target.bucket, Key: file, Body: body, ContentType: contentType(file), CacheControl: PAGE_CACHE_CONTROL }));
      }
    },
    async remove(files) {
      for (let i = 0; i < files.length; i += DELETE_BATCH) {
        const keys = files.slice(i, i + DELETE_BATCH);
        const out = await s3.send(new DeleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
        if (out.Errors?.length) throw new Error(`the site bucket kept ${out.Errors.length} of the removed pages: ${out.Errors.map((e) => e.Key).join(', ')}`);
      }
    },
    async updatePageIndex(files, changes) {
      await updatePageKeys(kvs, target.pageStoreArn, changes);
      // The build's index follows, so that the deploy's sync (sync-page-index.ts) agrees with it.
      const pages = checkPageIndex(files.filter((file) => file.startsWith(`${STATIC_PAGES_DIR}/`)));
      await s3.send(new PutObjectCommand({ Bucket: target.bucket, Key: PAGE_INDEX_FILE, Body: `${JSON.stringify(pages, null, 1)}\n`, ContentType: 'application/json', CacheControl: 'no-store' }));
    },
    async invalidate(paths) {
      if (!paths.length) return undefined;
      const out = await cloudFront.send(
        new CreateInvalidationCommand({
          DistributionId: target.distributionId,
          InvalidationBatch: { CallerReference: `publish-${randomUUID()}`, Paths: { Quantity: paths.length, Items: [...paths] } },
        }),
      );
      return out.Invalidation?.Id;
    },
  };
}
