import { relative } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { routeList } from '@quiz/shared';
import {
  esbuildOptions, FUNCTION_BUNDLE_LIMIT_BYTES, PAGE_INDEX_SYNC_BUNDLE_LIMIT_BYTES, PAGE_INDEX_SYNC_EXTERNAL, PICTURE_FUNCTION_BUNDLE_LIMIT_BYTES,
  PUBLISH_SITE_BUNDLE_LIMIT_BYTES, STRIPE_FUNCTION_BUNDLE_LIMIT_BYTES,
} from '../lib/constructs/function-bundle';
import { externalModulesOf, HTTP_CLIENT_FUNCTIONS, PICTURE_FUNCTIONS } from '../lib/function-externals';
import { SYNC_PAGE_INDEX_ENTRY } from '../lib/constructs/page-store-sync';
import { PUBLISH_SITE_ENTRY } from '../lib/constructs/publish-function';
import { handlerEntry, REPO_ROOT } from '../lib/paths';
import { WARMUP_CACHE_ENTRY } from '../lib/api-stack';
import { EXPIRE_PURCHASES_ENTRY, STRIPE_WEBHOOK_ENTRY } from '../lib/payments-stack';

/**
 * Every function the stacks deploy, bundled as CDK bundles it (lib/constructs/function-bundle.ts), stays
 * under its size limit: the size is deterministic, so the test is too (load times are the benchmark's,
 * scripts/src/bench/function-sizes.ts). The functions that call Stripe carry the stripe package, which
 * does not tree-shake: their own, documented limit (docs/decisions.md "Function size and cold start"); so
 * does the deploy's page-index sync, which bundles its KeyValueStore client and SigV4A signer.
 */
const STRIPE_FUNCTIONS = new Set([handlerEntry('startPurchase'), handlerEntry('startPurchaseWithRef'), STRIPE_WEBHOOK_ENTRY]);


const entries = [
  ...routeList.map((route) => handlerEntry(route.name)), handlerEntry('routeNotFound'), STRIPE_WEBHOOK_ENTRY, EXPIRE_PURCHASES_ENTRY, WARMUP_CACHE_ENTRY,
  SYNC_PAGE_INDEX_ENTRY, PUBLISH_SITE_ENTRY,
];

/** Each function's limit and what its bundle leaves to the runtime, as its construct says. */
const limitOf = (entry: string) =>
  entry === PUBLISH_SITE_ENTRY ? PUBLISH_SITE_BUNDLE_LIMIT_BYTES
  : PICTURE_FUNCTIONS.has(entry) ? PICTURE_FUNCTION_BUNDLE_LIMIT_BYTES
  : entry === SYNC_PAGE_INDEX_ENTRY ? PAGE_INDEX_SYNC_BUNDLE_LIMIT_BYTES
  : STRIPE_FUNCTIONS.has(entry) ? STRIPE_FUNCTION_BUNDLE_LIMIT_BYTES
  : FUNCTION_BUNDLE_LIMIT_BYTES;

async function bundle(entry: string): Promise<Uint8Array> {
  const out = await build({ ...esbuildOptions(entry, externalModulesOf(entry), entry === PUBLISH_SITE_ENTRY, !HTTP_CLIENT_FUNCTIONS.has(entry)), write: false });
  return out.outputFiles[0]!.contents;
}

/** An ES import of Node's http module: Node then builds its namespace, undici and all (NODE_HTTP_SHIM). */
const IMPORTS_NODE_HTTP = /(?:from\s*|import\s*\(\s*)["'](?:node:)?http["']/;

describe('function bundles', () => {
  it.each(entries.map((entry) => [relative(REPO_ROOT, entry), entry]))('%s stays under its size limit', async (_, entry) => {
    expect((await bundle(entry)).byteLength).toBeLessThanOrEqual(limitOf(entry));
  });

  it.each(entries.filter((entry) => !HTTP_CLIENT_FUNCTIONS.has(entry)).map((entry) => [relative(REPO_ROOT, entry), entry]))(
    'issue 21 "Functions that start fast": %s never imports node:http as a module (its status codes only: about 15 ms of a cold start)',
    async (_, entry) => {
      expect(new TextDecoder().decode(await bundle(entry))).not.toMatch(IMPORTS_NODE_HTTP);
    },
  );

  it('shims node:http only where it must: without the shim a bundle imports it (the check above can fail)', async () => {
    const entry = handlerEntry('geo');
    const plain = await build({ ...esbuildOptions(entry, externalModulesOf(entry), false, false), write: false });
    expect(new TextDecoder().decode(plain.outputFiles[0]!.contents)).toMatch(IMPORTS_NODE_HTTP);
    expect([...HTTP_CLIENT_FUNCTIONS].filter((client) => !entries.includes(client))).toEqual([]);
  });

  it('bundles the page-index sync\'s KeyValueStore client with its SigV4A signer (the signer registers in the client\'s own copy of the SDK)', async () => {
    const out = await build({ ...esbuildOptions(SYNC_PAGE_INDEX_ENTRY, PAGE_INDEX_SYNC_EXTERNAL, false, false), write: false, metafile: true });
    const inputs = Object.keys(out.metafile.inputs);
    expect(inputs.some((file) => file.includes('@smithy/signature-v4a/'))).toBe(true);
    expect(inputs.some((file) => file.includes('@aws-sdk/client-cloudfront-keyvaluestore/'))).toBe(true);
    expect(inputs.some((file) => file.includes('@aws-sdk/client-s3/'))).toBe(false);
  });

  it('bundles the publish with the web build\'s own renderer (React\'s production server build) and the page store\'s signer', async () => {
    const out = await build({ ...esbuildOptions(PUBLISH_SITE_ENTRY, externalModulesOf(PUBLISH_SITE_ENTRY), true, false), write: false, metafile: true });
    const inputs = Object.keys(out.metafile.inputs);
    expect(inputs).toContain('web/src/app/static-pages/site.tsx');
    expect(inputs.some((file) => file.includes('react-dom/cjs/react-dom-server') && file.includes('production'))).toBe(true);
    expect(inputs.some((file) => file.includes('react-dom') && file.includes('development'))).toBe(false);
    expect(inputs.some((file) => file.includes('@smithy/signature-v4a/'))).toBe(true);
  });

  it('names in its exception only functions that exist (a renamed one would otherwise lose its limit silently)', () => {
    expect([...STRIPE_FUNCTIONS].filter((entry) => !entries.includes(entry))).toEqual([]);
  });
});
