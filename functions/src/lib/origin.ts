import { createHash, timingSafeEqual } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER, type ErrorBody } from '@quiz/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { env } from './env';
import { NotThroughOriginError } from './errors';
import { logger } from './logger';

/**
 * Who may call the API (docs/adr/0039-api-only-through-cloudfront.md): in AWS, only CloudFront,
 * which adds ORIGIN_VERIFY_HEADER with the stage's origin secret; anyone who calls the `execute-api`
 * address directly (and could then set CloudFront-Viewer-Country) is refused. API Gateway's origin
 * authorizer refuses such a call first (docs/adr/0043-origin-authorizer.md, edge/origin-authorizer.ts,
 * the same comparison); this check in every function is the second wall.
 *
 * - `secrets`: the header must hold one of them (the current secret, and the previous one during a
 *   rotation). Whenever a secret is configured, locally too.
 * - `refuseAll`: running in Lambda without a secret (a deploy that lost it): closed, never open.
 * - `off`: not in Lambda and no secret: the local runtime and the tests, which call the handlers
 *   without CloudFront.
 *
 * Lambda itself says where the code runs: AWS_LAMBDA_FUNCTION_NAME is one of its reserved variables,
 * set by the service in every function and which a function's configuration cannot set or unset.
 */
export type OriginCheck = { kind: 'secrets'; secrets: readonly string[] } | { kind: 'refuseAll' } | { kind: 'off' };

export function originCheckOf(environment: {
  ORIGIN_VERIFY_SECRET?: string | undefined;
  ORIGIN_VERIFY_SECRET_PREVIOUS?: string | undefined;
  AWS_LAMBDA_FUNCTION_NAME?: string | undefined;
}): OriginCheck {
  const secrets = [environment.ORIGIN_VERIFY_SECRET, environment.ORIGIN_VERIFY_SECRET_PREVIOUS].filter((s): s is string => !!s);
  if (secrets.length) return { kind: 'secrets', secrets };
  return environment.AWS_LAMBDA_FUNCTION_NAME ? { kind: 'refuseAll' } : { kind: 'off' };
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether a request's headers satisfy the check. The comparison takes the same time whatever the
 * header holds (digests of equal length, compared with timingSafeEqual, every secret compared).
 */
export function passesOriginCheck(headers: APIGatewayProxyEventV2['headers'] | undefined, check: OriginCheck): boolean {
  if (check.kind === 'off') return true;
  if (check.kind === 'refuseAll') return false;
  const given = digest(headers?.[ORIGIN_VERIFY_HEADER] ?? '');
  let found = false;
  for (const secret of check.secrets) found = timingSafeEqual(given, digest(secret)) || found;
  return found;
}

let check: OriginCheck | undefined;

/** The check of this function, decided once at cold start. */
export function originCheck(): OriginCheck {
  if (!check) {
    check = originCheckOf({ ...env(), AWS_LAMBDA_FUNCTION_NAME: process.env.AWS_LAMBDA_FUNCTION_NAME });
    if (check.kind === 'refuseAll') logger.error('ORIGIN_VERIFY_SECRET is not set: every API request is refused (redeploy the api stack)');
  }
  return check;
}

/**
 * Whether an API request came through CloudFront (or the check is off: local runtime, tests). A
 * refusal is logged with the caller's address (a probe of the execute-api address shows there).
 */
export function isFromOrigin(event: APIGatewayProxyEventV2): boolean {
  if (passesOriginCheck(event.headers, originCheck())) return true;
  logger.warn('request not through CloudFront refused', { sourceIp: event.requestContext?.http?.sourceIp });
  return false;
}

/**
 * The refusal of a request that did not come through CloudFront, in the API's JSON error form, or
 * null when it did: for the one function not built by httpHandler (the catch-all), which stays
 * without the wrapper's dependencies.
 */
export function originRefusal(event: APIGatewayProxyEventV2): APIGatewayProxyStructuredResultV2 | null {
  if (isFromOrigin(event)) return null;
  const error = new NotThroughOriginError();
  const body: ErrorBody = { error: { code: error.code, message: error.message, requestId: event.requestContext?.requestId ?? 'unknown' } };
  return {
    statusCode: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}
