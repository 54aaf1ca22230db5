import type { APIGatewayRequestAuthorizerEventV2, APIGatewaySimpleAuthorizerResult } from 'aws-lambda';
import { logger } from '../lib/logger';
import { originCheckOf, passesOriginCheck, type OriginCheck } from '../lib/origin';

/**
 * The API's Lambda authorizer (docs/adr/0043-origin-authorizer.md): API Gateway runs it on every
 * route before any function, with the value of the origin header (ORIGIN_VERIFY_HEADER) as its
 * identity source and cache key. It allows the stage's current origin secret and, during a rotation,
 * the previous one; anything else is denied (403 from API Gateway). A call without the header never
 * reaches it: API Gateway answers 401 itself.
 *
 * The comparison is lib/origin.ts `passesOriginCheck`, the one the functions repeat as a second wall:
 * SHA-256 digests of one length, compared in constant time with every accepted secret. It reads its
 * two variables straight from the environment: the functions' `env()` requires a table and a user
 * pool, which the authorizer has no use for.
 */
let check: OriginCheck | undefined;

/** The check of this function, decided once at cold start: closed in Lambda without a secret. */
function authorizerCheck(): OriginCheck {
  if (!check) {
    check = originCheckOf(process.env);
    if (check.kind === 'refuseAll') logger.error('ORIGIN_VERIFY_SECRET is not set: the authorizer denies every API request (redeploy the api stack)');
  }
  return check;
}

/** Forgets the check decided at cold start (tests change the environment between cases). */
export function resetAuthorizerForTests(): void {
  check = undefined;
}

export const handler = async (event: APIGatewayRequestAuthorizerEventV2): Promise<APIGatewaySimpleAuthorizerResult> => {
  const isAuthorized = passesOriginCheck(event.headers, authorizerCheck());
  // A refusal is cached by its value for the authorizer's TTL: one line per distinct value a prober tries.
  if (!isAuthorized) logger.warn('API call not through CloudFront denied by the authorizer', { sourceIp: event.requestContext?.http?.sourceIp, routeKey: event.routeKey });
  return { isAuthorized };
};
