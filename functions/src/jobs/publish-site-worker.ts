import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { CloudFrontKeyValueStoreClient } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { S3Client } from '@aws-sdk/client-s3';
// The store's API is signed with SigV4A; the SDK finds this pure-JS signer once imported.
import '@aws-sdk/signature-v4a';
import { renderSite } from '@quiz/web-renderer';
import { randomUUID } from 'node:crypto';
import { createPublish } from '../data/publishes';
import { env } from '../lib/env';
import { runPublish } from './publish-site';
import { s3SiteStore } from './s3-site-store';

/**
 * The publish function (AWS): invoked asynchronously by POST /api/desk/publish with the publish's id
 * (functions/src/lib/publish-runner.ts), and by the deploy's Trigger without one. Runs take turns through
 * the publish lock in the table (publish-site.ts `runPublish`), not through the function's concurrency:
 * the template reserves none, so a second run starts at once and waits for the lock. Bundles the web's
 * renderer (docs/adr/0024-function-size-sdk-layer.md).
 */
const s3 = new S3Client({});
const cloudFront = new CloudFrontClient({});
const kvs = new CloudFrontKeyValueStoreClient({});

/**
 * `publishId`: a publish POST /api/desk/publish queued. Without one (the deploy's Trigger, after the
 * build's pages were uploaded: they come from the seed), a publish of its own is recorded and run, so
 * that the site shows the table's content again.
 */
export async function handler(event: { publishId?: string } = {}): Promise<void> {
  env();
  let publishId = event.publishId;
  if (!publishId) {
    publishId = `deploy-${randomUUID()}`;
    await createPublish({ id: publishId, status: 'queued', requestedBy: { sub: 'deploy', username: 'deploy' }, requestedAt: new Date().toISOString() });
  }
  const bucket = process.env.SITE_BUCKET;
  const distributionId = process.env.DISTRIBUTION_ID;
  const pageStoreArn = process.env.PAGE_STORE_ARN;
  if (!bucket || !distributionId || !pageStoreArn) throw new Error('SITE_BUCKET, DISTRIBUTION_ID and PAGE_STORE_ARN must be set');
  await runPublish(publishId, renderSite, s3SiteStore({ s3, cloudFront, kvs }, { bucket, distributionId, pageStoreArn }));
}
