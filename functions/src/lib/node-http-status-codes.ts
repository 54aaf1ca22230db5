import type * as Http from 'node:http';
import { createRequire } from 'node:module';

/**
 * What the functions' bundles get for `node:http` (infra/lib/constructs/function-bundle.ts aliases
 * the built-in here): its STATUS_CODES, which @middy/util's errors read, taken with `require`. An ES
 * import of the built-in makes Node build its namespace, which reads every lazy export, undici's
 * among them: about 15 ms of every cold start (scripts/src/bench/function-sizes.ts). A bundle whose
 * code needs any other export of node:http fails to build, so this can never hide a missing one.
 */
export const { STATUS_CODES } = createRequire(import.meta.url)('node:http') as typeof Http;
