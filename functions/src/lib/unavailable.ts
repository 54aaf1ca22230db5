/**
 * Failures of a dependency that say "try again shortly" rather than "bug": DynamoDB throttling,
 * its own 5xx, a timeout, or no connection at all. The wrapper answers them 503 with Retry-After
 * instead of 500 (ARCHITECTURE "A handler": one error mapping).
 */
const RETRYABLE_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'InternalServerError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'AbortError',
  // A transaction repeated (same ClientRequestToken) while its first try still runs: data/idempotent.ts.
  'TransactionInProgressException',
]);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  $metadata?: { httpStatusCode?: number };
  $retryable?: unknown;
}

export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const e = error as ErrorLike;
  if (typeof e.name === 'string' && RETRYABLE_NAMES.has(e.name)) return true;
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
  const status = e.$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 500) return true;
  // An SDK error the SDK itself would retry (throttling, transient) that outlived its retries.
  if (e.$retryable) return true;
  // Node wraps socket errors (`fetch failed`, AggregateError of ECONNREFUSED per address).
  if (error instanceof AggregateError && error.errors.some((inner) => isServiceUnavailable(inner, depth + 1))) return true;
  return isServiceUnavailable(e.cause, depth + 1);
}
