import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '@quiz/shared';
import { handler, resetAuthorizerForTests } from '../../src/edge/origin-authorizer';
import { compared } from '../helpers/watched-crypto';

// Quiet: the logger reads its level once, when the handler's module loads.
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

// The real comparison, watched: the authorizer must compare digests of one length, every secret each time.
vi.mock('node:crypto', async (importOriginal) => (await import('../helpers/watched-crypto')).watchedCrypto(importOriginal));

const CURRENT = 'CurrentOriginSecretOfTheStage0123456789abcdefXYZ';
const PREVIOUS = 'PreviousOriginSecretOfTheStage0123456789abcdefXY';

/** The event API Gateway sends an HTTP API REQUEST authorizer (payload 2.0), the origin header as its identity source. */
function authorizerEvent(headers: Record<string, string>): APIGatewayRequestAuthorizerEventV2 {
  return {
    version: '2.0',
    type: 'REQUEST',
    routeArn: 'arn:aws:execute-api:eu-west-3:123456789012:abc123/$default/GET/api/ping',
    identitySource: ORIGIN_VERIFY_HEADER in headers ? [headers[ORIGIN_VERIFY_HEADER]!] : [],
    routeKey: 'GET /api/ping',
    rawPath: '/api/ping',
    rawQueryString: '',
    cookies: [],
    headers,
    requestContext: { http: { method: 'GET', path: '/api/ping', protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 'curl' } } as APIGatewayRequestAuthorizerEventV2['requestContext'],
  };
}

const authorizes = async (headers: Record<string, string>) => (await handler(authorizerEvent(headers))).isAuthorized;

describe('the origin authorizer (docs/adr/0043-origin-authorizer.md)', () => {
  const saved = { ...process.env };
  /** A cold start of the authorizer with this environment (the check is decided once per instance). */
  function coldStart(environment: Record<string, string>) {
    process.env = { ...saved };
    for (const name of ['AWS_LAMBDA_FUNCTION_NAME', 'ORIGIN_VERIFY_SECRET', 'ORIGIN_VERIFY_SECRET_PREVIOUS']) delete process.env[name];
    Object.assign(process.env, environment);
    resetAuthorizerForTests();
  }
  beforeEach(() => {
    compared.lengths = [];
  });
  afterEach(() => {
    process.env = saved;
    resetAuthorizerForTests();
  });

  it('allows the current secret, and during a rotation the previous one', async () => {
    coldStart({ AWS_LAMBDA_FUNCTION_NAME: 'quiz-prod-api-originAuthorizer', ORIGIN_VERIFY_SECRET: CURRENT, ORIGIN_VERIFY_SECRET_PREVIOUS: PREVIOUS });
    expect(await authorizes({ [ORIGIN_VERIFY_HEADER]: CURRENT })).toBe(true);
    expect(await authorizes({ [ORIGIN_VERIFY_HEADER]: PREVIOUS })).toBe(true);
  });

  it('denies the previous secret once the rotation is over (only the current one configured)', async () => {
    coldStart({ AWS_LAMBDA_FUNCTION_NAME: 'f', ORIGIN_VERIFY_SECRET: CURRENT });
    expect(await authorizes({ [ORIGIN_VERIFY_HEADER]: PREVIOUS })).toBe(false);
  });

  it.each([
    ['a wrong value of the same length', { [ORIGIN_VERIFY_HEADER]: CURRENT.slice(0, -1) + 'Q' }],
    ['a value of another length (a prefix of the secret)', { [ORIGIN_VERIFY_HEADER]: CURRENT.slice(0, 12) }],
    ['a value longer than the secret (the secret and more)', { [ORIGIN_VERIFY_HEADER]: `${CURRENT}x` }],
    ['an empty header', { [ORIGIN_VERIFY_HEADER]: '' }],
    ['no header at all (API Gateway answers 401 before the authorizer; denied if it ever came)', {}],
    ['the secret under another header', { 'x-origin-verified': CURRENT, authorization: `Bearer ${CURRENT}` }],
  ])('denies %s', async (_, headers) => {
    coldStart({ AWS_LAMBDA_FUNCTION_NAME: 'f', ORIGIN_VERIFY_SECRET: CURRENT, ORIGIN_VERIFY_SECRET_PREVIOUS: PREVIOUS });
    expect(await authorizes(headers)).toBe(false);
  });

  it('leaks no timing: SHA-256 digests of one length compared with timingSafeEqual, every secret each time, whatever the value', async () => {
    coldStart({ AWS_LAMBDA_FUNCTION_NAME: 'f', ORIGIN_VERIFY_SECRET: CURRENT, ORIGIN_VERIFY_SECRET_PREVIOUS: PREVIOUS });
    for (const value of [CURRENT, 'short', `${CURRENT}${CURRENT}`]) await authorizes({ [ORIGIN_VERIFY_HEADER]: value });
    expect(compared.lengths).toEqual(Array.from({ length: 6 }, () => [32, 32]));
  });

  it('fails closed: in Lambda without a secret (a deploy that lost it), it denies every value', async () => {
    coldStart({ AWS_LAMBDA_FUNCTION_NAME: 'quiz-prod-api-originAuthorizer' });
    expect(await authorizes({ [ORIGIN_VERIFY_HEADER]: CURRENT })).toBe(false);
    expect(await authorizes({ [ORIGIN_VERIFY_HEADER]: '' })).toBe(false);
  });

  it('answers in the simple form API Gateway expects (`responseTypes: [SIMPLE]`): isAuthorized and nothing else', async () => {
    coldStart({ AWS_LAMBDA_FUNCTION_NAME: 'f', ORIGIN_VERIFY_SECRET: CURRENT });
    expect(await handler(authorizerEvent({ [ORIGIN_VERIFY_HEADER]: CURRENT }))).toEqual({ isAuthorized: true });
    expect(await handler(authorizerEvent({ [ORIGIN_VERIFY_HEADER]: 'nope' }))).toEqual({ isAuthorized: false });
  });
});
