import { join } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { REPO_ROOT } from '../paths';

/**
 * How every Lambda function is bundled, in one place: the CDK construct (api-function.ts) hands these
 * to NodejsFunction, and the bundle-size test and the function-sizes benchmark build with the same
 * ones through `esbuildOptions`, so what they weigh is what CDK deploys.
 */
export const FUNCTION_BUNDLE = {
  /**
   * CommonJS, not ES modules: Node loads a CommonJS bundle's built-ins and the SDK with `require`. An
   * ES import of a CommonJS package makes Node parse it once more to tell its format (~10 ms for the
   * DynamoDB client), and an ES import of a built-in builds its namespace, reading every lazy export
   * (node:http's loads undici, ~15 ms); a layer's modules are found by `require` only (NODE_PATH).
   */
  format: 'cjs',
  target: 'node24',
  mainFields: ['module', 'main'],
  minify: true,
  /**
   * The AWS SDK v3 that the Node 24 runtime ships, for the clients a function uses besides DynamoDB's
   * (S3, SSM, CloudFront); DynamoDB's, Cognito's and Lambda's come from the layer (SDK_LAYER_MODULES).
   */
  external: ['@aws-sdk/*'],
  /**
   * `import.meta.url` as a CommonJS bundle knows it (the share image reads its font with it): esbuild
   * leaves `import.meta` empty in CommonJS. (Single quotes only: CDK passes it inside double quotes.)
   */
  banner: "'use strict'; const __quizImportMetaUrl = require('node:url').pathToFileURL(__filename).href;",
  define: { 'import.meta.url': '__quizImportMetaUrl' },
} as const;

/**
 * The AWS SDK clients the functions load at every cold start, bundled into one Lambda layer that every
 * function has (sdk-layer.ts): a module per set of clients, each one minified CommonJS file, found by
 * `require` in the layer's nodejs/node_modules. A function's bundle aliases each SDK package of its
 * module to the module (`dynamodb` unless its construct says `sdk`), so Node loads one file instead
 * of resolving and compiling ~900 KB of the runtime's SDK sources. Several modules, not one, because
 * every file a function loads is parsed whole: the players' functions keep the smallest.
 */
const LAYERS_DIR = join(REPO_ROOT, 'functions', 'src', 'layers');
const DYNAMODB_PACKAGES = ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'] as const;
export const SDK_LAYER_MODULES = {
  /** DynamoDB's client and document client: every function that reads or writes the table. */
  dynamodb: { module: '@quiz/dynamodb-sdk', entry: join(LAYERS_DIR, 'dynamodb-sdk.ts'), packages: DYNAMODB_PACKAGES, limitBytes: 250 * 1024 },
  /** The same and Cognito's client, sharing one SDK core: the back-office calls that read the user pool. */
  staff: {
    module: '@quiz/staff-sdk',
    entry: join(LAYERS_DIR, 'staff-sdk.ts'),
    packages: [...DYNAMODB_PACKAGES, '@aws-sdk/client-cognito-identity-provider'],
    limitBytes: 300 * 1024,
  },
  /** The staff's and Lambda's clients: the calls that start another function (publishing, which names who asked; the warm-up). */
  ops: {
    module: '@quiz/ops-sdk',
    entry: join(LAYERS_DIR, 'ops-sdk.ts'),
    packages: [...DYNAMODB_PACKAGES, '@aws-sdk/client-cognito-identity-provider', '@aws-sdk/client-lambda'],
    limitBytes: 400 * 1024,
  },
} as const;
export type SdkLayerModuleName = keyof typeof SDK_LAYER_MODULES;
export const SDK_LAYER_MODULE_NAMES = Object.keys(SDK_LAYER_MODULES) as SdkLayerModuleName[];

/**
 * Left out of the layer's files: the credential providers that the SDK's default chain imports only
 * when the environment holds no credentials (Lambda always sets them), with the STS and SSO clients
 * they carry; the runtime's SDK has them if ever asked.
 */
export const SDK_LAYER_LAZILY_REQUIRED = [
  '@aws-sdk/credential-provider-sso', '@aws-sdk/credential-provider-ini', '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-web-identity', '@aws-sdk/credential-provider-http', '@aws-sdk/credential-provider-login',
  '@aws-sdk/nested-clients', '@aws-sdk/token-providers', '@smithy/credential-provider-imds',
] as const;

/** Where the layer's zip puts a module: Lambda's NODE_PATH holds /opt/nodejs/node_modules. */
export const sdkLayerFileOf = (name: SdkLayerModuleName): string =>
  join('nodejs', 'node_modules', ...SDK_LAYER_MODULES[name].module.split('/'), 'index.js');

/** What every bundle of ours is, a function's or a layer module's. */
const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: FUNCTION_BUNDLE.format,
  target: FUNCTION_BUNDLE.target,
  mainFields: [...FUNCTION_BUNDLE.mainFields],
  minify: FUNCTION_BUNDLE.minify,
  logLevel: 'silent',
} as const satisfies BuildOptions;

/** esbuild's options for one module of the layer. */
export function sdkLayerModuleOptions(name: SdkLayerModuleName): BuildOptions & { entryPoints: string[] } {
  return { ...NODE_BUNDLE, mainFields: [...NODE_BUNDLE.mainFields], entryPoints: [SDK_LAYER_MODULES[name].entry], external: [...SDK_LAYER_LAZILY_REQUIRED] };
}

/** Each SDK package of a layer module, to the module: what a function's bundle requires instead. */
export const sdkAliasOf = (name: SdkLayerModuleName): Record<string, string> =>
  Object.fromEntries(SDK_LAYER_MODULES[name].packages.map((pkg) => [pkg, SDK_LAYER_MODULES[name].module]));

/**
 * The most a function's minified bundle may weigh: a smaller bundle loads faster at a
 * cold start. The Stripe functions carry the stripe package and have a limit of their own.
 */
export const FUNCTION_BUNDLE_LIMIT_BYTES = 150 * 1024;
export const STRIPE_FUNCTION_BUNDLE_LIMIT_BYTES = 400 * 1024;
/**
 * The guess function carries the answer matcher with its famous-works catalogue lookup and the
 * spelled numbers of both languages (shared/src/answers, about 40 KB minified): its own limit, its
 * load measured beside the other play calls' (docs/adr/0024-function-size-sdk-layer.md).
 */
export const GUESS_FUNCTION_BUNDLE_LIMIT_BYTES = 175 * 1024;

/**
 * The page-index sync (functions/src/jobs/sync-page-index.ts) bundles its CloudFront KeyValueStore
 * client with the pure-JS SigV4A signer: the signer registers itself in the client's own copy of
 * @smithy/signature-v4, so both must come from one bundle (the runtime's SDK may have neither). Only
 * the S3 client, which it reads the index with, is the runtime's. 363 KB measured (smithy core 133,
 * the credential chain's nested clients 58, the SigV4A signer 37, @aws-sdk/core 32): a deploy-time job
 * no player waits for, under the Stripe functions' limit (docs/adr/0024-function-size-sdk-layer.md).
 */
export const PAGE_INDEX_SYNC_EXTERNAL = ['@aws-sdk/client-s3'] as const;
export const PAGE_INDEX_SYNC_BUNDLE_LIMIT_BYTES = 400 * 1024;

/**
 * The publish function (functions/src/jobs/publish-site-worker.ts) renders the site with the web
 * build's own renderer (web/src/app/static-pages/site.tsx: React's server renderer, React Router,
 * i18next and every text of both languages, ~700 KB minified) and carries the page store's client
 * with its SigV4A signer, as the page-index sync does. A job an admin starts and no player waits for;
 * its limit is its own (docs/adr/0024-function-size-sdk-layer.md).
 */
export const PUBLISH_SITE_EXTERNAL = ['@aws-sdk/client-s3', '@aws-sdk/client-cloudfront', '@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'] as const;
export const PUBLISH_SITE_BUNDLE_LIMIT_BYTES = 1280 * 1024;
/** The module name the publish job imports the renderer by (functions/src/jobs/web-renderer.d.ts), and the file it is. */
export const WEB_RENDERER_MODULE = '@quiz/web-renderer';
export const WEB_RENDERER_ENTRY = join(REPO_ROOT, 'web', 'src', 'app', 'static-pages', 'site.tsx');

/** What bundling the web's renderer takes beyond a function's options: its JSX, its styles left out, React's production build. */
export const RENDERER_BUNDLE = {
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.DEV': 'false', 'import.meta.env.PROD': 'true' },
  alias: { [WEB_RENDERER_MODULE]: WEB_RENDERER_ENTRY },
} as const;

/** esbuild's options for one function's bundle, as aws-lambda-nodejs builds it (without source maps). */
export function esbuildOptions(
  entry: string,
  external: readonly string[] = FUNCTION_BUNDLE.external,
  withRenderer = false,
  sdk: SdkLayerModuleName = 'dynamodb',
): BuildOptions & { entryPoints: string[] } {
  return {
    ...(withRenderer ? { jsx: RENDERER_BUNDLE.jsx, loader: { ...RENDERER_BUNDLE.loader } } : {}),
    define: { ...FUNCTION_BUNDLE.define, ...(withRenderer ? RENDERER_BUNDLE.define : {}) },
    alias: { ...sdkAliasOf(sdk), ...(withRenderer ? RENDERER_BUNDLE.alias : {}) },
    ...NODE_BUNDLE,
    mainFields: [...NODE_BUNDLE.mainFields],
    entryPoints: [entry],
    external: [...SDK_LAYER_MODULE_NAMES.map((name) => SDK_LAYER_MODULES[name].module), ...external],
    banner: { js: FUNCTION_BUNDLE.banner },
  };
}

/**
 * The picture calls (docs/back-office.md "The picture"): sharp is a native module, installed beside the bundle for Lambda's
 * linux-arm64 (`nodeModules` with npm's cpu/os set), never bundled; the presigned-POST helper is
 * bundled (the runtime's SDK is not known to ship it), the S3 and SSM clients are the runtime's.
 */
export const PICTURE_FUNCTION_EXTERNAL = ['@aws-sdk/client-*', '@aws-sdk/lib-dynamodb', '@aws-sdk/util-dynamodb', 'sharp'] as const;
export const PICTURE_NODE_MODULES = ['sharp'] as const;
export const PICTURE_FUNCTION_BUNDLE_LIMIT_BYTES = 250 * 1024;

/**
 * The score share call (docs/adr/0031-score-shares.md): it renders the preview image
 * once per share, with satori (its layout engine is WebAssembly, ~1.5 MB) and sharp (native), and
 * reads DejaVu Sans from its npm package: all three installed beside the bundle, never bundled, so
 * the bundle itself stays within the ordinary budget; the S3 and SSM clients are the runtime's.
 */
export const SHARE_FUNCTION_EXTERNAL = ['@aws-sdk/client-*', '@aws-sdk/lib-dynamodb', '@aws-sdk/util-dynamodb', 'sharp', 'satori'] as const;
export const SHARE_NODE_MODULES = ['sharp', 'satori', '@fontsource/dejavu-sans'] as const;
/** Rendering a 1200×630 PNG: more memory (and so more CPU) than a plain call; measured by scripts/src/bench/share-image.ts. */
export const SHARE_FUNCTION_MEMORY_MB = 1024;
