import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  CloudFrontKeyValueStoreClient, DeleteKeyCommand, DescribeKeyValueStoreCommand, ListKeysCommand, PutKeyCommand, UpdateKeysCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { deletePageKey, putPageKey, syncPageKeys, UPDATE_BATCH } from '../../src/jobs/page-index-store';

const ARN = 'arn:aws:cloudfront::123456789012:key-value-store/0123';
const client = new CloudFrontKeyValueStoreClient({ region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
const store = mockClient(client);

/** A store holding `keys`, listed `pageSize` at a time with tokens, whose ETag moves at each update. */
function storeHolding(keys: string[], pageSize = 50) {
  store.on(DescribeKeyValueStoreCommand).resolves({ ETag: 'etag-0', ItemCount: keys.length, TotalSizeInBytes: 0, KvsARN: ARN, Created: new Date() });
  store.on(ListKeysCommand).callsFake((input: { NextToken?: string }) => {
    const start = Number(input.NextToken ?? 0);
    const next = start + pageSize;
    return { Items: keys.slice(start, next).map((Key) => ({ Key, Value: '1' })), NextToken: next < keys.length ? String(next) : undefined };
  });
  let version = 0;
  store.on(UpdateKeysCommand).callsFake(() => ({ ETag: `etag-${++version}`, ItemCount: 0, TotalSizeInBytes: 0 }));
}
const updates = () => store.commandCalls(UpdateKeysCommand).map((call) => call.args[0].input);
const page = (i: number) => `pages/quiz-seo/en/quiz-${String(i).padStart(3, '0')}.html`;

beforeEach(() => store.reset());

describe('the edge\'s page store (CloudFront KeyValueStore) synced with the build\'s page index', () => {
  it('puts the missing pages and deletes the stale ones in one update, naming the store\'s ETag', async () => {
    storeHolding(['pages/en.html', 'pages/en/press-kit.html']);
    const result = await syncPageKeys(client, ARN, ['pages/en.html', 'pages/fr.html', 'pages/404/en.html']);
    expect(result).toEqual({ added: 2, deleted: 1, etag: 'etag-1' });
    expect(updates()).toEqual([{
      KvsARN: ARN, IfMatch: 'etag-0',
      Puts: [{ Key: 'pages/404/en.html', Value: '1' }, { Key: 'pages/fr.html', Value: '1' }],
      Deletes: [{ Key: 'pages/en/press-kit.html' }],
    }]);
  });

  it('writes nothing when the store already holds exactly the pages', async () => {
    storeHolding(['pages/en.html', 'pages/fr.html']);
    expect(await syncPageKeys(client, ARN, ['pages/fr.html', 'pages/en.html'])).toEqual({ added: 0, deleted: 0, etag: 'etag-0' });
    expect(updates()).toEqual([]);
  });

  it('reads every page of the listing (50 keys a call at most)', async () => {
    const keys = Array.from({ length: 120 }, (_, i) => page(i));
    storeHolding(keys, 50);
    expect(await syncPageKeys(client, ARN, keys.slice(0, 119))).toMatchObject({ added: 0, deleted: 1 });
    expect(store.commandCalls(ListKeysCommand).map((call) => call.args[0].input)).toEqual([
      { KvsARN: ARN, MaxResults: 50, NextToken: undefined }, { KvsARN: ARN, MaxResults: 50, NextToken: '50' }, { KvsARN: ARN, MaxResults: 50, NextToken: '100' },
    ]);
    expect(updates()).toEqual([{ KvsARN: ARN, IfMatch: 'etag-0', Deletes: [{ Key: page(119) }] }]);
  });

  it('writes at most 50 changes a call, each under the ETag the previous call answered', async () => {
    storeHolding(Array.from({ length: 30 }, (_, i) => `pages/old/${i}.html`));
    const wanted = Array.from({ length: 90 }, (_, i) => page(i));
    const result = await syncPageKeys(client, ARN, wanted);
    expect(result).toEqual({ added: 90, deleted: 30, etag: 'etag-3' });
    const calls = updates();
    expect(calls.map((call) => (call.Puts?.length ?? 0) + (call.Deletes?.length ?? 0))).toEqual([50, 50, 20]);
    expect(calls.every((call) => (call.Puts?.length ?? 0) + (call.Deletes?.length ?? 0) <= UPDATE_BATCH)).toBe(true);
    expect(calls.map((call) => call.IfMatch)).toEqual(['etag-0', 'etag-1', 'etag-2']);
    expect(calls.flatMap((call) => call.Puts ?? []).map((put) => put.Key).sort()).toEqual(wanted);
    expect(calls.flatMap((call) => call.Deletes ?? [])).toHaveLength(30);
  });

  it('refuses an index the store cannot hold, before any write', async () => {
    storeHolding([]);
    await expect(syncPageKeys(client, ARN, [`pages/${'a'.repeat(600)}.html`])).rejects.toThrow(/512 bytes/);
    expect(updates()).toEqual([]);
  });

  it('puts or deletes one page for a publish, under the current ETag', async () => {
    storeHolding([]);
    store.on(PutKeyCommand).resolves({ ETag: 'etag-p', ItemCount: 1, TotalSizeInBytes: 0 });
    store.on(DeleteKeyCommand).resolves({ ETag: 'etag-d', ItemCount: 0, TotalSizeInBytes: 0 });
    expect(await putPageKey(client, ARN, 'pages/en/press-kit.html')).toBe('etag-p');
    expect(await deletePageKey(client, ARN, 'pages/en/press-kit.html')).toBe('etag-d');
    expect(store.commandCalls(PutKeyCommand)[0]!.args[0].input).toEqual({ KvsARN: ARN, Key: 'pages/en/press-kit.html', Value: '1', IfMatch: 'etag-0' });
    expect(store.commandCalls(DeleteKeyCommand)[0]!.args[0].input).toEqual({ KvsARN: ARN, Key: 'pages/en/press-kit.html', IfMatch: 'etag-0' });
  });
});

describe('the store\'s API calls are signed with SigV4A (the pure-JS signer imported by page-index-store.ts)', () => {
  it('signs a ListKeys call with the ECDSA algorithm, for every region', async () => {
    const seen: Record<string, string>[] = [];
    const signed = new CloudFrontKeyValueStoreClient({
      region: 'eu-west-3',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
      requestHandler: {
        handle: async (request: { headers: Record<string, string> }) => {
          seen.push(request.headers);
          throw new Error('no network in unit tests');
        },
      },
    });
    await expect(signed.send(new ListKeysCommand({ KvsARN: ARN }))).rejects.toThrow(/no network/);
    expect(seen[0]?.authorization).toMatch(/^AWS4-ECDSA-P256-SHA256 /);
    expect(seen[0]?.['x-amz-region-set']).toBe('*');
  });
});
