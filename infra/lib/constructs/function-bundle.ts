import type { BuildOptions } from 'esbuild';

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

/** esbuild's options for one function's bundle, as aws-lambda-nodejs builds it (without source maps). */
export function esbuildOptions(entry: string): BuildOptions & { entryPoints: string[] } {
  return {
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: FUNCTION_BUNDLE.target,
    mainFields: [...FUNCTION_BUNDLE.mainFields],
    minify: FUNCTION_BUNDLE.minify,
    external: [...FUNCTION_BUNDLE.external],
    banner: { js: FUNCTION_BUNDLE.banner },
    logLevel: 'silent',
  };
}
