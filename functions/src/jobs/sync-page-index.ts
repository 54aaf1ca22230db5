import { CloudFrontKeyValueStoreClient } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PAGE_INDEX_FILE, parsePageIndex } from '@quiz/shared';
import { logger } from '../lib/logger';
import { syncPageKeys, type PageStoreSync } from './page-index-store';

/**
 * Deploy step (the web stack's CDK Trigger, after the pages' upload): reads the build's page index
 * from the site bucket and makes the edge's key-value store hold exactly its files
 * (page-index-store.ts). CloudFormation cannot do it: a store's ImportSource is read once, at its
 * creation. Unlike the warm-up, it fails loudly: a store out of step with the pages serves 404 for a
 * page that exists, or S3's 403 for one that does not.
 */

// Module scope: one client each for a warm function.
const s3 = new S3Client({});
const kvs = new CloudFrontKeyValueStoreClient({});

export async function handler(): Promise<PageStoreSync & { pages: number }> {
  const bucket = process.env.SITE_BUCKET;
  const kvsArn = process.env.PAGE_STORE_ARN;
  if (!bucket || !kvsArn) throw new Error('SITE_BUCKET and PAGE_STORE_ARN must be set');
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: PAGE_INDEX_FILE }));
  const files = parsePageIndex((await object.Body?.transformToString('utf8')) ?? '');
  const result = await syncPageKeys(kvs, kvsArn, files);
  logger.info('page index synced', { pages: files.length, added: result.added, deleted: result.deleted });
  return { ...result, pages: files.length };
}
