import { randomUUID } from 'node:crypto';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PAGE_CACHE_CONTROL, type ContentPublishPlan } from '@quiz/shared';
import { logger } from '../lib/logger';

/**
 * The publish job of the content pages (docs/adr/0020-content-pages-as-structured-blocks.md): after the back-office
 * has written a page, the affected files, rendered by renderContentPages for the plan's
 * translation keys (web/src/app/static-pages/content-site.tsx), go to the site bucket as the deploy
 * puts them (same Cache-Control), the files of pages no longer published are deleted (their paths
 * then answer 404), and CloudFront forgets both the addresses and the objects they are rewritten to
 * (its viewer-request function changes the URI: AWS asks to invalidate both). No redeploy.
 */

export interface SiteFile {
  /** Relative to the site's root: `pages/fr/mentions-legales.html`, `sitemap.xml`. */
  file: string;
  body: string;
}

export interface SiteTarget {
  bucket: string;
  distributionId: string;
}

// Module scope: one client each for a warm function.
const s3 = new S3Client({});
const cloudFront = new CloudFrontClient({});

const contentType = (file: string) => (file.endsWith('.xml') ? 'application/xml; charset=utf-8' : file.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8');

/** DeleteObjects takes at most 1,000 keys a call. */
const DELETE_BATCH = 1000;

export async function publishContentFiles(
  plan: Pick<ContentPublishPlan, 'remove' | 'invalidate'>,
  files: readonly SiteFile[],
  target: SiteTarget,
): Promise<{ written: number; removed: number; invalidationId: string | undefined }> {
  // Written one by one, then the invalidation: a visitor never gets a page newer than its links.
  for (const { file, body } of files) {
    await s3.send(new PutObjectCommand({ Bucket: target.bucket, Key: file, Body: body, ContentType: contentType(file), CacheControl: PAGE_CACHE_CONTROL }));
  }
  for (let i = 0; i < plan.remove.length; i += DELETE_BATCH) {
    const keys = plan.remove.slice(i, i + DELETE_BATCH);
    const out = await s3.send(new DeleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
    if (out.Errors?.length) throw new Error(`site bucket kept ${out.Errors.length} of the withdrawn pages: ${out.Errors.map((e) => e.Key).join(', ')}`);
  }
  const paths = [...new Set([...plan.invalidate, ...[...files.map((f) => f.file), ...plan.remove].map((file) => `/${file}`)])];
  let invalidationId: string | undefined;
  if (paths.length) {
    const out = await cloudFront.send(
      new CreateInvalidationCommand({
        DistributionId: target.distributionId,
        InvalidationBatch: { CallerReference: `content-pages-${randomUUID()}`, Paths: { Quantity: paths.length, Items: paths } },
      }),
    );
    invalidationId = out.Invalidation?.Id;
  }
  logger.info('content pages published', { written: files.length, removed: plan.remove.length, invalidated: paths.length });
  return { written: files.length, removed: plan.remove.length, invalidationId };
}
