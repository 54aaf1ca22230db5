import { STATIC_PAGES_DIR } from './site-routes';

/**
 * The index of the pre-rendered pages (docs/adr/0019-pre-rendered-pages.md, "The edge knows which
 * pages exist"): every file the build wrote under `pages/`, relative to the web build's root
 * (`pages/en.html`). The build writes it beside the pages; the deploy copies it, one key per file,
 * into the CloudFront KeyValueStore that the viewer-request function asks `exists(file)` of, since
 * CloudFront itself cannot ask S3 whether a page exists.
 */
export const PAGE_INDEX_FILE = 'pages-index.json';

/** The value of every key: the store only answers "is there such a page?". */
export const PAGE_KEY_VALUE = '1';

/** CloudFront KeyValueStore limits (AWS quotas): a key ≤ 512 bytes, a value ≤ 1 KB, a store ≤ 5 MB. */
export const KVS_MAX_KEY_BYTES = 512;
export const KVS_MAX_STORE_BYTES = 5 * 1024 * 1024;

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * Checks an index before it is written or synced: files of `pages/` only, each a valid key, the whole
 * store within its size. Throws, naming what is wrong: a build that cannot be served must fail.
 */
export function checkPageIndex(files: readonly string[]): string[] {
  const outside = files.filter((file) => !file.startsWith(`${STATIC_PAGES_DIR}/`));
  if (outside.length > 0) throw new Error(`the page index names files outside ${STATIC_PAGES_DIR}/: ${outside.slice(0, 5).join(', ')}`);
  const tooLong = files.filter((file) => bytes(file) > KVS_MAX_KEY_BYTES);
  if (tooLong.length > 0) throw new Error(`page files longer than a key-value store key (${KVS_MAX_KEY_BYTES} bytes): ${tooLong.slice(0, 5).join(', ')}`);
  const total = files.reduce((sum, file) => sum + bytes(file) + bytes(PAGE_KEY_VALUE), 0);
  if (total > KVS_MAX_STORE_BYTES) throw new Error(`the page index takes ${total} bytes, over the key-value store's ${KVS_MAX_STORE_BYTES}`);
  return [...new Set(files)].sort();
}

/** Reads a page index as the build wrote it (a JSON array of file paths), checked. */
export function parsePageIndex(json: string): string[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value) || !value.every((file) => typeof file === 'string')) throw new Error(`${PAGE_INDEX_FILE} is not a list of file paths`);
  return checkPageIndex(value);
}
