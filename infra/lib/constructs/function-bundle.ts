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
   * (S3, SSM, Lambda, CloudFront, Cognito); DynamoDB's comes from the layer (DYNAMODB_SDK_LAYER).
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
 * The DynamoDB part of the AWS SDK, bundled once into a Lambda layer that every function has
 * (dynamodb-sdk-layer.ts): each function's bundle requires `module` instead of the two SDK packages,
 * which Lambda finds in the layer's nodejs/node_modules. The layer's own bundle leaves out the
 * credential providers that the default chain only imports when the environment has no credentials
 * (Lambda always gives them in the environment): the runtime's SDK has them if ever needed.
 */
export const DYNAMODB_SDK_LAYER = {
  module: '@quiz/dynamodb-sdk',
  entry: join(REPO_ROOT, 'functions', 'src', 'layers', 'dynamodb-sdk.ts'),
  aliased: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'],
  lazilyRequired: [
    '@aws-sdk/credential-provider-sso', '@aws-sdk/credential-provider-ini', '@aws-sdk/credential-provider-process',
    '@aws-sdk/credential-provider-web-identity', '@aws-sdk/credential-provider-http', '@aws-sdk/credential-provider-login',
    '@aws-sdk/nested-clients', '@aws-sdk/token-providers', '@smithy/credential-provider-imds',
  ],
} as const;
/** Where the layer's zip puts the module: Lambda's NODE_PATH holds /opt/nodejs/node_modules. */
export const DYNAMODB_SDK_LAYER_FILE = join('nodejs', 'node_modules', ...DYNAMODB_SDK_LAYER.module.split('/'), 'index.js');
/** The layer's bundle: the SDK's client, document client and their smithy core, ~210 KB measured. */
export const DYNAMODB_SDK_LAYER_LIMIT_BYTES = 250 * 1024;

/** esbuild's options for the layer's one file. */
export function dynamoDbSdkLayerOptions(): BuildOptions & { entryPoints: string[] } {
  return {
    entryPoints: [DYNAMODB_SDK_LAYER.entry],
    bundle: true,
    platform: 'node',
    format: FUNCTION_BUNDLE.format,
    target: FUNCTION_BUNDLE.target,
    mainFields: [...FUNCTION_BUNDLE.mainFields],
    minify: FUNCTION_BUNDLE.minify,
    external: [...DYNAMODB_SDK_LAYER.lazilyRequired],
    logLevel: 'silent',
  };
}

/** Each SDK package a function imports DynamoDB's client from, to the layer's module. */
export const DYNAMODB_SDK_ALIAS: Readonly<Record<string, string>> = Object.fromEntries(
  DYNAMODB_SDK_LAYER.aliased.map((name) => [name, DYNAMODB_SDK_LAYER.module]),
);

/**
 * The most a function's minified bundle may weigh (issue 21): a smaller bundle loads faster at a
 * cold start. The Stripe functions carry the stripe package and have a limit of their own.
 */
export const FUNCTION_BUNDLE_LIMIT_BYTES = 150 * 1024;
export const STRIPE_FUNCTION_BUNDLE_LIMIT_BYTES = 400 * 1024;

/**
 * The page-index sync (functions/src/jobs/sync-page-index.ts) bundles its CloudFront KeyValueStore
 * client with the pure-JS SigV4A signer: the signer registers itself in the client's own copy of
 * @smithy/signature-v4, so both must come from one bundle (the runtime's SDK may have neither). Only
 * the S3 client, which it reads the index with, is the runtime's. 363 KB measured (smithy core 133,
 * the credential chain's nested clients 58, the SigV4A signer 37, @aws-sdk/core 32): a deploy-time job
 * no player waits for, under the Stripe functions' limit (docs/decisions.md "Function size and cold start").
 */
export const PAGE_INDEX_SYNC_EXTERNAL = ['@aws-sdk/client-s3'] as const;
export const PAGE_INDEX_SYNC_BUNDLE_LIMIT_BYTES = 400 * 1024;

/**
 * The publish function (functions/src/jobs/publish-site-worker.ts) renders the site with the web
 * build's own renderer (web/src/app/static-pages/site.tsx: React's server renderer, React Router,
 * i18next and every text of both languages, ~700 KB minified) and carries the page store's client
 * with its SigV4A signer, as the page-index sync does. A job an admin starts and no player waits for;
 * its limit is its own (docs/decisions.md "Function size and cold start").
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
): BuildOptions & { entryPoints: string[] } {
  return {
    ...(withRenderer ? { jsx: RENDERER_BUNDLE.jsx, loader: { ...RENDERER_BUNDLE.loader } } : {}),
    define: { ...FUNCTION_BUNDLE.define, ...(withRenderer ? RENDERER_BUNDLE.define : {}) },
    alias: { ...DYNAMODB_SDK_ALIAS, ...(withRenderer ? RENDERER_BUNDLE.alias : {}) },
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: FUNCTION_BUNDLE.format,
    target: FUNCTION_BUNDLE.target,
    mainFields: [...FUNCTION_BUNDLE.mainFields],
    minify: FUNCTION_BUNDLE.minify,
    external: [DYNAMODB_SDK_LAYER.module, ...external],
    banner: { js: FUNCTION_BUNDLE.banner },
    logLevel: 'silent',
  };
}

/**
 * The picture calls (issue 22): sharp is a native module, installed beside the bundle for Lambda's
 * linux-arm64 (`nodeModules` with npm's cpu/os set), never bundled; the presigned-POST helper is
 * bundled (the runtime's SDK is not known to ship it), the S3 and SSM clients are the runtime's.
 */
export const PICTURE_FUNCTION_EXTERNAL = ['@aws-sdk/client-*', '@aws-sdk/lib-dynamodb', '@aws-sdk/util-dynamodb', 'sharp'] as const;
export const PICTURE_NODE_MODULES = ['sharp'] as const;
export const PICTURE_FUNCTION_BUNDLE_LIMIT_BYTES = 250 * 1024;

/**
 * The score share call (issue 23, docs/decisions.md "Score shares"): it renders the preview image
 * once per share, with satori (its layout engine is WebAssembly, ~1.5 MB) and sharp (native), and
 * reads DejaVu Sans from its npm package: all three installed beside the bundle, never bundled, so
 * the bundle itself stays within the ordinary budget; the S3 and SSM clients are the runtime's.
 */
export const SHARE_FUNCTION_EXTERNAL = ['@aws-sdk/client-*', '@aws-sdk/lib-dynamodb', '@aws-sdk/util-dynamodb', 'sharp', 'satori'] as const;
export const SHARE_NODE_MODULES = ['sharp', 'satori', '@fontsource/dejavu-sans'] as const;
/** Rendering a 1200×630 PNG: more memory (and so more CPU) than a plain call; measured by scripts/src/bench/share-image.ts. */
export const SHARE_FUNCTION_MEMORY_MB = 1024;
