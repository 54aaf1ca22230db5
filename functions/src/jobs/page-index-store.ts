import {
  type CloudFrontKeyValueStoreClient, DeleteKeyCommand, DescribeKeyValueStoreCommand, ListKeysCommand, PutKeyCommand, UpdateKeysCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
// The store's API is signed with SigV4A (any region); the SDK finds this pure-JS signer once imported.
import '@aws-sdk/signature-v4a';
import { checkPageIndex, PAGE_KEY_VALUE } from '@quiz/shared';

/**
 * The edge's list of pre-rendered pages (docs/adr/0019-pre-rendered-pages.md): a CloudFront
 * KeyValueStore holding one key per file under `pages/` (`pages/en.html` → "1"), which the
 * viewer-request function asks `exists(file)` of. The deploy syncs it with the build's index
 * (sync-page-index.ts); a publish syncs it too after writing pages, or puts or deletes the
 * keys of the pages it wrote or removed. Every write names the store's current ETag (IfMatch), and
 * answers the next one.
 */

/** ListKeys answers at most 50 keys a page. */
const LIST_PAGE = 50;
/** UpdateKeys takes at most 50 puts and deletes together a call (and 3 MB: 50 keys of 512 bytes are far under). */
export const UPDATE_BATCH = 50;

export interface PageStoreSync {
  added: number;
  deleted: number;
  /** The store's ETag after the last write (or as it was when nothing changed). */
  etag: string;
}

/** Every key of the store, page after page. */
export async function listPageKeys(client: CloudFrontKeyValueStoreClient, kvsArn: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListKeysCommand({ KvsARN: kvsArn, MaxResults: LIST_PAGE, NextToken: token }));
    for (const item of page.Items ?? []) if (item.Key !== undefined) keys.push(item.Key);
    token = page.NextToken;
  } while (token);
  return keys;
}

async function currentEtag(client: CloudFrontKeyValueStoreClient, kvsArn: string): Promise<string> {
  const { ETag } = await client.send(new DescribeKeyValueStoreCommand({ KvsARN: kvsArn }));
  if (!ETag) throw new Error(`the key-value store ${kvsArn} answered no ETag`);
  return ETag;
}

/**
 * Makes the store hold exactly `files`: the missing keys put, the others deleted, in calls of at most
 * 50 changes, each naming the ETag the previous one answered. Safe to run again: a store already in
 * sync costs a listing and no write.
 */
export async function syncPageKeys(client: CloudFrontKeyValueStoreClient, kvsArn: string, files: readonly string[]): Promise<PageStoreSync> {
  const wanted = new Set(checkPageIndex(files));
  // The ETag is read before the listing: a write by someone else in between makes our first write fail
  // (412) rather than act on a stale listing.
  let etag = await currentEtag(client, kvsArn);
  const present = new Set(await listPageKeys(client, kvsArn));
  const changes = [
    ...[...wanted].filter((key) => !present.has(key)).map((key) => ({ put: key })),
    ...[...present].filter((key) => !wanted.has(key)).map((key) => ({ delete: key })),
  ];
  for (let i = 0; i < changes.length; i += UPDATE_BATCH) {
    const batch = changes.slice(i, i + UPDATE_BATCH);
    const puts = batch.flatMap((change) => ('put' in change ? [{ Key: change.put, Value: PAGE_KEY_VALUE }] : []));
    const deletes = batch.flatMap((change) => ('delete' in change ? [{ Key: change.delete }] : []));
    const out = await client.send(
      new UpdateKeysCommand({ KvsARN: kvsArn, IfMatch: etag, ...(puts.length ? { Puts: puts } : {}), ...(deletes.length ? { Deletes: deletes } : {}) }),
    );
    if (!out.ETag) throw new Error(`the key-value store ${kvsArn} answered no ETag after an update`);
    etag = out.ETag;
  }
  const added = changes.filter((change) => 'put' in change).length;
  return { added, deleted: changes.length - added, etag };
}

/** One page published: its key put, under the store's current ETag. */
export async function putPageKey(client: CloudFrontKeyValueStoreClient, kvsArn: string, file: string): Promise<string> {
  checkPageIndex([file]);
  const out = await client.send(new PutKeyCommand({ KvsARN: kvsArn, Key: file, Value: PAGE_KEY_VALUE, IfMatch: await currentEtag(client, kvsArn) }));
  return out.ETag ?? '';
}

/** One page withdrawn: its key deleted, under the store's current ETag. */
export async function deletePageKey(client: CloudFrontKeyValueStoreClient, kvsArn: string, file: string): Promise<string> {
  const out = await client.send(new DeleteKeyCommand({ KvsARN: kvsArn, Key: file, IfMatch: await currentEtag(client, kvsArn) }));
  return out.ETag ?? '';
}

/**
 * A publish's changes: the keys of the pages it wrote put, those of the pages it removed
 * deleted, 50 a call under the ETag the previous call answered; nothing else read or written.
 */
export async function updatePageKeys(client: CloudFrontKeyValueStoreClient, kvsArn: string, changes: { put: readonly string[]; delete: readonly string[] }): Promise<number> {
  const all = [...checkPageIndex(changes.put).map((put) => ({ put })), ...changes.delete.map((del) => ({ del }))];
  if (!all.length) return 0;
  let etag = await currentEtag(client, kvsArn);
  for (let i = 0; i < all.length; i += UPDATE_BATCH) {
    const batch = all.slice(i, i + UPDATE_BATCH);
    const puts = batch.flatMap((change) => ('put' in change ? [{ Key: change.put, Value: PAGE_KEY_VALUE }] : []));
    const deletes = batch.flatMap((change) => ('del' in change ? [{ Key: change.del }] : []));
    const out = await client.send(
      new UpdateKeysCommand({ KvsARN: kvsArn, IfMatch: etag, ...(puts.length ? { Puts: puts } : {}), ...(deletes.length ? { Deletes: deletes } : {}) }),
    );
    if (!out.ETag) throw new Error(`the key-value store ${kvsArn} answered no ETag after an update`);
    etag = out.ETag;
  }
  return all.length;
}
