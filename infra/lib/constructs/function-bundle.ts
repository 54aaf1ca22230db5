import { join } from 'node:path';
import type { BuildOptions } from 'esbuild';
import { REPO_ROOT } from '../paths';

/**
 * `node:http` in the bundle of a function that makes no HTTP request of its own: its STATUS_CODES
 * only, required rather than imported (functions/src/lib/node-http-status-codes.ts says why: about
 * 15 ms of each cold start). The functions that bundle an HTTP client (Stripe's, the KeyValueStore's,
 * the publish's) need the module itself and keep it (function-externals.ts HTTP_CLIENT_FUNCTIONS).
 */
export const NODE_HTTP_SHIM_ALIAS: Readonly<Record<string, string>> = {
  'node:http': join(REPO_ROOT, 'functions', 'src', 'lib', 'node-http-status-codes.ts'),
};

/**
 * How every Lambda function is bundled, in one place: the CDK construct (api-function.ts) hands these
 * to NodejsFunction, and the bundle-size test and the function-sizes benchmark build with the same
 * ones through `esbuildOptions`, so what they weigh is what CDK deploys.
 */
export const FUNCTION_BUNDLE = {
  target: 'node24',
  mainFields: ['module', 'main'],
  minify: true,
  /**
   * The Node 24 runtime ships the AWS SDK v3: bundling it makes a function four times larger for a
   * module load about a fifth shorter (docs/decisions.md "Function size and cold start").
   */
  external: ['@aws-sdk/*'],
  /**
   * ESM bundles have no `require`; some dependencies still call it for Node built-ins. esbuild puts
   * this line at the top of each bundle. (Single quotes only: CDK passes it to esbuild inside double quotes.)
   */
  banner: "import { createRequire as __quizCreateRequire } from 'node:module'; const require = __quizCreateRequire(import.meta.url);",
} as const;

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
  shimNodeHttp = true,
): BuildOptions & { entryPoints: string[] } {
  return {
    ...(withRenderer ? { jsx: RENDERER_BUNDLE.jsx, loader: { ...RENDERER_BUNDLE.loader }, define: { ...RENDERER_BUNDLE.define } } : {}),
    alias: { ...(shimNodeHttp ? NODE_HTTP_SHIM_ALIAS : {}), ...(withRenderer ? RENDERER_BUNDLE.alias : {}) },
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: FUNCTION_BUNDLE.target,
    mainFields: [...FUNCTION_BUNDLE.mainFields],
    minify: FUNCTION_BUNDLE.minify,
    external: [...external],
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
