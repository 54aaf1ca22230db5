import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { routeList } from '@quiz/shared';
import {
  esbuildOptions, SDK_LAYER_MODULE_NAMES, SDK_LAYER_MODULES, sdkLayerFileOf, sdkLayerModuleOptions, FUNCTION_BUNDLE_LIMIT_BYTES, PAGE_INDEX_SYNC_BUNDLE_LIMIT_BYTES, PAGE_INDEX_SYNC_EXTERNAL, PICTURE_FUNCTION_BUNDLE_LIMIT_BYTES,
  PUBLISH_SITE_BUNDLE_LIMIT_BYTES, STRIPE_FUNCTION_BUNDLE_LIMIT_BYTES, GUESS_FUNCTION_BUNDLE_LIMIT_BYTES,
} from '../lib/constructs/function-bundle';
import { externalModulesOf, PICTURE_FUNCTIONS, sdkModuleOf, SHARE_FUNCTIONS } from '../lib/function-externals';
import { SYNC_PAGE_INDEX_ENTRY } from '../lib/constructs/page-store-sync';
import { buildSdkLayer } from '../lib/constructs/sdk-layer';
import { PUBLISH_SITE_ENTRY } from '../lib/constructs/publish-function';
import { USER_POOL_EXPORT_ENTRY } from '../lib/constructs/user-pool-export';
import { handlerEntry, REPO_ROOT } from '../lib/paths';
import { WARMUP_CACHE_ENTRY } from '../lib/api-stack';
import { EXPIRE_PURCHASES_ENTRY, STRIPE_WEBHOOK_ENTRY } from '../lib/payments-stack';
import { ORIGIN_AUTHORIZER_ENTRY } from '../lib/constructs/origin-authorizer';

/**
 * Every function the stacks deploy, bundled as CDK bundles it (lib/constructs/function-bundle.ts), stays
 * under its size limit: the size is deterministic, so the test is too (load times are the benchmark's,
 * scripts/src/bench/function-sizes.ts). The functions that call Stripe carry the stripe package, which
 * does not tree-shake: their own, documented limit (docs/adr/0024-function-size-sdk-layer.md); so
 * does the deploy's page-index sync, which bundles its KeyValueStore client and SigV4A signer.
 */
const STRIPE_FUNCTIONS = new Set([handlerEntry('startPurchase'), handlerEntry('startPurchaseWithRef'), handlerEntry('cancelPurchase'), STRIPE_WEBHOOK_ENTRY]);


const entries = [
  ...routeList.map((route) => handlerEntry(route.name)), handlerEntry('routeNotFound'), STRIPE_WEBHOOK_ENTRY, EXPIRE_PURCHASES_ENTRY, WARMUP_CACHE_ENTRY,
  SYNC_PAGE_INDEX_ENTRY, PUBLISH_SITE_ENTRY, ORIGIN_AUTHORIZER_ENTRY, USER_POOL_EXPORT_ENTRY,
];

/** Each function's limit and what its bundle leaves to the runtime, as its construct says. */
const limitOf = (entry: string) =>
  entry === PUBLISH_SITE_ENTRY ? PUBLISH_SITE_BUNDLE_LIMIT_BYTES
  : PICTURE_FUNCTIONS.has(entry) ? PICTURE_FUNCTION_BUNDLE_LIMIT_BYTES
  : entry === SYNC_PAGE_INDEX_ENTRY ? PAGE_INDEX_SYNC_BUNDLE_LIMIT_BYTES
  : STRIPE_FUNCTIONS.has(entry) ? STRIPE_FUNCTION_BUNDLE_LIMIT_BYTES
  : entry === handlerEntry('guess') ? GUESS_FUNCTION_BUNDLE_LIMIT_BYTES
  : FUNCTION_BUNDLE_LIMIT_BYTES;

/**
 * Each entry bundled once for the file (the size, the imports and the load tests read the same bundle,
 * which is deterministic): bundling every function took minutes on a busy two-core machine
 * (docs/testing.md "Durations").
 */
const bundles = new Map<string, ReturnType<typeof bundleOnce>>();
async function bundleOnce(entry: string) {
  const out = await build({ ...esbuildOptions(entry, externalModulesOf(entry), entry === PUBLISH_SITE_ENTRY, sdkModuleOf(entry)), write: false, metafile: true });
  return { contents: out.outputFiles[0]!.contents, imports: Object.values(out.metafile.outputs)[0]!.imports };
}
function bundleWithImports(entry: string) {
  if (!bundles.has(entry)) bundles.set(entry, bundleOnce(entry));
  return bundles.get(entry)!;
}
const bundle = async (entry: string) => (await bundleWithImports(entry)).contents;

describe('function bundles', () => {
  it.each(entries.map((entry) => [relative(REPO_ROOT, entry), entry]))('%s stays under its size limit', async (_, entry) => {
    expect((await bundle(entry)).byteLength).toBeLessThanOrEqual(limitOf(entry));
  });

  it.each(entries.map((entry) => [relative(REPO_ROOT, entry), entry]))(
    'functions that start fast: %s takes its DynamoDB (and Cognito) client from the layer, never from the runtime\'s SDK',
    async (_, entry) => {
      const { imports } = await bundleWithImports(entry);
      // Any client a module of the layer carries, not only its own module's: a function that needs
      // Cognito's client must be given the module that has it (route-needs.ts sdkModuleOfRoute).
      const layered = new Set<string>(SDK_LAYER_MODULE_NAMES.flatMap((name) => SDK_LAYER_MODULES[name].packages));
      expect(imports.filter(({ path }) => layered.has(path))).toEqual([]);
      // CommonJS: what a bundle leaves out is required when it loads, never imported (an ES import of
      // a CommonJS package or of a built-in costs more); a dynamic import() runs later, if ever.
      expect(imports.filter(({ kind }) => kind === 'import-statement')).toEqual([]);
    },
  );

  it.each(SDK_LAYER_MODULE_NAMES)('the SDK layer\'s module %s is one file under its own limit holding its clients, the rarely used credential providers left out', async (name) => {
    const out = await build({ ...sdkLayerModuleOptions(name), write: false, metafile: true });
    expect(out.outputFiles[0]!.contents.byteLength).toBeLessThanOrEqual(SDK_LAYER_MODULES[name].limitBytes);
    const inputs = Object.keys(out.metafile.inputs);
    for (const pkg of SDK_LAYER_MODULES[name].packages) expect(inputs.some((file) => file.includes(`${pkg}/`)), pkg).toBe(true);
    expect(inputs.some((file) => file.includes('@aws-sdk/nested-clients/'))).toBe(false);
    expect(sdkLayerFileOf(name)).toBe(join('nodejs', 'node_modules', ...SDK_LAYER_MODULES[name].module.split('/'), 'index.js'));
  });

  it('gives the back-office calls that read the user pool the module with Cognito\'s client, those that start a function Lambda\'s, and the players\' calls the smallest', () => {
    expect(sdkModuleOf(handlerEntry('adminGetUser'))).toBe('staff');
    expect(sdkModuleOf(handlerEntry('createAdminPopup'))).toBe('staff');
    expect(sdkModuleOf(handlerEntry('publishSite'))).toBe('ops');
    expect(sdkModuleOf(WARMUP_CACHE_ENTRY)).toBe('ops');
    for (const call of ['init', 'startPlay', 'guess', 'getGame', 'catalogue']) expect(sdkModuleOf(handlerEntry(call)), call).toBe('dynamodb');
  });

  /**
   * Each bundle loaded as Lambda loads it: CommonJS, the layer found through NODE_PATH (Lambda's
   * holds /opt/nodejs/node_modules), the other SDK clients from node_modules as from the runtime.
   * A module the layer lacks, a missing `require`, an empty `import.meta.url` fail here; a value a
   * module does not export is the unit test's (functions/test/unit/sdk-layer.test.ts).
   */
  it('the bundles load with the layer as Lambda loads them: the SDK clients from the layer, no undici, import.meta.url defined (the share image finds its fonts by it)', async () => {
    const cache = join(REPO_ROOT, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true }); // a fresh clone has none yet
    const dir = mkdtempSync(join(cache, 'lambda-load-'));
    try {
      buildSdkLayer(join(dir, 'opt'));
      const loaded = [handlerEntry('getGame'), handlerEntry('guess'), handlerEntry('geo'), handlerEntry('adminGetUser'), handlerEntry('publishSite'), STRIPE_WEBHOOK_ENTRY, ...SHARE_FUNCTIONS];
      const files: string[] = [];
      for (const entry of loaded) {
        const file = join(dir, `${relative(REPO_ROOT, entry).replace(/[/.]/g, '_')}.js`);
        writeFileSync(file, await bundle(entry));
        files.push(file);
      }
      const script = `const before = new Set(process.moduleLoadList);
        const out = ${JSON.stringify(files)}.map((file) => {
          const handler = require(file).handler;
          return { file, handler: typeof handler };
        });
        const sdk = Object.keys(require.cache).filter((f) => /node_modules[\\/]@aws-sdk[\\/](client-dynamodb|lib-dynamodb|client-cognito-identity-provider|client-lambda)[\\/]/.test(f));
        const layer = Object.keys(require.cache).filter((f) => f.includes('@quiz'));
        const undici = process.moduleLoadList.filter((m) => !before.has(m) && m.includes('undici'));
        process.stdout.write(JSON.stringify({ out, sdk, layer, undici }));`;
      const result = JSON.parse(execFileSync(process.execPath, ['-e', script], {
        encoding: 'utf8',
        env: {
          ...process.env, NODE_PATH: join(dir, 'opt', 'nodejs', 'node_modules'), AWS_REGION: 'eu-west-1', TABLE_NAME: 'load-test',
          COGNITO_USER_POOL_ID: 'eu-west-1_load', COGNITO_CLIENT_ID: 'load', POWERTOOLS_SERVICE_NAME: 'load-test',
        },
      })) as { out: { file: string; handler: string }[]; sdk: string[]; layer: string[]; undici: string[] };
      expect(result.out.map(({ handler }) => handler)).toEqual(files.map(() => 'function'));
      expect(result.sdk).toEqual([]);
      expect(result.layer.map((file) => relative(join(dir, 'opt'), file)).sort()).toEqual(SDK_LAYER_MODULE_NAMES.map(sdkLayerFileOf).sort());
      expect(result.undici).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('bundles the page-index sync\'s KeyValueStore client with its SigV4A signer (the signer registers in the client\'s own copy of the SDK)', async () => {
    const out = await build({ ...esbuildOptions(SYNC_PAGE_INDEX_ENTRY, PAGE_INDEX_SYNC_EXTERNAL), write: false, metafile: true });
    const inputs = Object.keys(out.metafile.inputs);
    expect(inputs.some((file) => file.includes('@smithy/signature-v4a/'))).toBe(true);
    expect(inputs.some((file) => file.includes('@aws-sdk/client-cloudfront-keyvaluestore/'))).toBe(true);
    expect(inputs.some((file) => file.includes('@aws-sdk/client-s3/'))).toBe(false);
  });

  it('bundles the publish with the web build\'s own renderer (React\'s production server build) and the page store\'s signer', async () => {
    const out = await build({ ...esbuildOptions(PUBLISH_SITE_ENTRY, externalModulesOf(PUBLISH_SITE_ENTRY), true), write: false, metafile: true });
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
