import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { CloudFrontKeyValueStoreClient, DescribeKeyValueStoreCommand, ListKeysCommand, UpdateKeysCommand } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { handler as Handler } from '../../src/jobs/sync-page-index';
import { useUnitEnvironment } from '../helpers/unit-env';

const s3 = mockClient(S3Client);
const kvs = mockClient(CloudFrontKeyValueStoreClient);
let handler: typeof Handler;
/** The part of an S3 body the job reads. */
const body = (text: string) => ({ transformToString: async () => text }) as never;

beforeAll(async () => {
  useUnitEnvironment();
  Object.assign(process.env, { SITE_BUCKET: 'site-bucket', PAGE_STORE_ARN: 'arn:aws:cloudfront::123456789012:key-value-store/0123' });
  ({ handler } = await import('../../src/jobs/sync-page-index'));
});

beforeEach(() => {
  s3.reset();
  kvs.reset();
});

describe('the deploy\'s page-index sync (CDK Trigger)', () => {
  it('reads pages-index.json from the site bucket and syncs the store with it', async () => {
    s3.on(GetObjectCommand, { Bucket: 'site-bucket', Key: 'pages-index.json' }).resolves({
      Body: body(JSON.stringify(['pages/en.html', 'pages/fr.html'])),
    });
    kvs.on(DescribeKeyValueStoreCommand).resolves({ ETag: 'e0' });
    kvs.on(ListKeysCommand).resolves({ Items: [{ Key: 'pages/en.html', Value: '1' }, { Key: 'pages/gone.html', Value: '1' }] });
    kvs.on(UpdateKeysCommand).resolves({ ETag: 'e1' });
    expect(await handler()).toEqual({ pages: 2, added: 1, deleted: 1, etag: 'e1' });
    expect(kvs.commandCalls(UpdateKeysCommand)[0]!.args[0].input).toMatchObject({
      KvsARN: process.env.PAGE_STORE_ARN, IfMatch: 'e0', Puts: [{ Key: 'pages/fr.html', Value: '1' }], Deletes: [{ Key: 'pages/gone.html' }],
    });
  });

  it('fails the deploy when the index is not a list of pages (nothing written)', async () => {
    s3.on(GetObjectCommand).resolves({ Body: body('{}') });
    await expect(handler()).rejects.toThrow(/list of file paths/);
    expect(kvs.commandCalls(UpdateKeysCommand)).toEqual([]);
  });
});
