import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN_VERIFY_HEADER, routes } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { originCheckOf, passesOriginCheck } from '../../src/lib/origin';
import { WARM_UP_PING } from '../../src/lib/warm-up';
import { apiEvent, invoke } from '../helpers/events';
import { useUnitEnvironment } from '../helpers/unit-env';
import { compared } from '../helpers/watched-crypto';

// The real comparison, watched: every secret is compared, always on digests of one length.
vi.mock('node:crypto', async (importOriginal) => (await import('../helpers/watched-crypto')).watchedCrypto(importOriginal));

const SECRET = 'a'.repeat(20) + 'CurrentOriginSecret1234567890';
const PREVIOUS = 'b'.repeat(20) + 'PreviousOriginSecret123456789';

describe('the origin check (docs/adr/0039-api-only-through-cloudfront.md)', () => {
  beforeEach(() => {
    compared.lengths = [];
  });

  it('is on whenever a secret is configured, closed in Lambda without one, off only outside Lambda without one', () => {
    expect(originCheckOf({ ORIGIN_VERIFY_SECRET: SECRET })).toEqual({ kind: 'secrets', secrets: [SECRET] });
    expect(originCheckOf({ ORIGIN_VERIFY_SECRET: SECRET, ORIGIN_VERIFY_SECRET_PREVIOUS: PREVIOUS, AWS_LAMBDA_FUNCTION_NAME: 'f' })).toEqual({
      kind: 'secrets',
      secrets: [SECRET, PREVIOUS],
    });
    expect(originCheckOf({ AWS_LAMBDA_FUNCTION_NAME: 'quiz-prod-api-Players-geo' })).toEqual({ kind: 'refuseAll' });
    expect(originCheckOf({ ORIGIN_VERIFY_SECRET: '', AWS_LAMBDA_FUNCTION_NAME: 'f' })).toEqual({ kind: 'refuseAll' });
    expect(originCheckOf({})).toEqual({ kind: 'off' });
  });

  it.each([
    ['the current secret', { [ORIGIN_VERIFY_HEADER]: SECRET }, true],
    ['the previous secret (during a rotation)', { [ORIGIN_VERIFY_HEADER]: PREVIOUS }, true],
    ['no header', {}, false],
    ['an empty header', { [ORIGIN_VERIFY_HEADER]: '' }, false],
    ['a wrong value of the same length', { [ORIGIN_VERIFY_HEADER]: SECRET.slice(0, -1) + 'X' }, false],
    ['a prefix of the secret', { [ORIGIN_VERIFY_HEADER]: SECRET.slice(0, 10) }, false],
    ['the secret under another header', { 'x-origin-verified': SECRET }, false],
  ])('with both secrets accepted, a request with %s passes: %s', (_, headers, passes) => {
    expect(passesOriginCheck(headers, { kind: 'secrets', secrets: [SECRET, PREVIOUS] })).toBe(passes);
  });

  it('compares in constant time: digests of one length, every secret compared even after a match', () => {
    passesOriginCheck({ [ORIGIN_VERIFY_HEADER]: SECRET }, { kind: 'secrets', secrets: [SECRET, PREVIOUS] });
    passesOriginCheck({ [ORIGIN_VERIFY_HEADER]: 'short' }, { kind: 'secrets', secrets: [SECRET, PREVIOUS] });
    expect(compared.lengths).toEqual([[32, 32], [32, 32], [32, 32], [32, 32]]);
  });

  it('refuses everything when closed, whatever the header', () => {
    expect(passesOriginCheck({ [ORIGIN_VERIFY_HEADER]: SECRET }, { kind: 'refuseAll' })).toBe(false);
    expect(passesOriginCheck({}, { kind: 'off' })).toBe(true);
  });
});

describe('the wrapper and the catch-all apply it, before anything else', () => {
  const saved = { ...process.env };
  let geo: LambdaHandler;
  let routeNotFound: LambdaHandler;

  /** A cold start with this environment: the modules load afresh, as in a new function instance. */
  async function coldStart(environment: Record<string, string>) {
    vi.resetModules();
    process.env = { ...saved };
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    delete process.env.ORIGIN_VERIFY_SECRET;
    delete process.env.ORIGIN_VERIFY_SECRET_PREVIOUS;
    useUnitEnvironment();
    Object.assign(process.env, environment);
    geo = (await import('../../src/handlers/geo')).handler;
    routeNotFound = (await import('../../src/handlers/routeNotFound')).handler as unknown as LambdaHandler;
  }
  const unknownCall = () => ({ ...apiEvent(routes.geo), rawPath: '/api/nope', requestContext: { ...apiEvent(routes.geo).requestContext, http: { ...apiEvent(routes.geo).requestContext.http, path: '/api/nope' } } });

  afterEach(() => {
    process.env = saved;
  });

  it('in AWS: answers 403 in the API\'s JSON form to a request without the secret (the execute-api address called directly), with a forged viewer country', async () => {
    await coldStart({ AWS_LAMBDA_FUNCTION_NAME: 'quiz-prod-api-geo', ORIGIN_VERIFY_SECRET: SECRET });
    const direct = apiEvent(routes.geo, { headers: { 'cloudfront-viewer-country': 'US' } });
    const refused = await invoke(geo, direct);
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    expect(refused.json).toEqual({ error: { code: 'forbidden', message: 'Call the API through the site', requestId: direct.requestContext.requestId } });
    const wrong = await invoke(geo, apiEvent(routes.geo, { headers: { [ORIGIN_VERIFY_HEADER]: PREVIOUS, 'cloudfront-viewer-country': 'US' } }));
    expect(wrong.status).toBe(403);
    const through = await invoke(geo, apiEvent(routes.geo, { headers: { [ORIGIN_VERIFY_HEADER]: SECRET, 'cloudfront-viewer-country': 'US' } }));
    expect(through).toMatchObject({ status: 200, json: { currency: 'USD' } });

    const unknown = await invoke(routeNotFound, unknownCall());
    expect(unknown).toMatchObject({ status: 403, json: { error: { code: 'forbidden' } } });
    const unknownThrough = await invoke(routeNotFound, { ...unknownCall(), headers: { [ORIGIN_VERIFY_HEADER]: SECRET } });
    expect(unknownThrough).toMatchObject({ status: 404, json: { error: { code: 'route_not_found' } } });
  });

  it('during a rotation: accepts the previous secret as well', async () => {
    await coldStart({ AWS_LAMBDA_FUNCTION_NAME: 'f', ORIGIN_VERIFY_SECRET: SECRET, ORIGIN_VERIFY_SECRET_PREVIOUS: PREVIOUS });
    expect((await invoke(geo, apiEvent(routes.geo, { headers: { [ORIGIN_VERIFY_HEADER]: PREVIOUS } }))).status).toBe(200);
    expect((await invoke(geo, apiEvent(routes.geo, { headers: { [ORIGIN_VERIFY_HEADER]: SECRET } }))).status).toBe(200);
  });

  it('in AWS without the secret (a deploy that lost it): refuses every request, yet answers the warm-up\'s ping', async () => {
    await coldStart({ AWS_LAMBDA_FUNCTION_NAME: 'quiz-prod-api-geo' });
    expect((await invoke(geo, apiEvent(routes.geo, { headers: { [ORIGIN_VERIFY_HEADER]: SECRET } }))).status).toBe(403);
    expect((await invoke(geo, apiEvent(routes.geo))).status).toBe(403);
    expect((await invoke(routeNotFound, unknownCall())).status).toBe(403);
    const ping = WARM_UP_PING as unknown as Parameters<LambdaHandler>[0];
    expect(await geo(ping, {} as Parameters<LambdaHandler>[1])).toEqual({ statusCode: 204 });
    expect(await routeNotFound(ping, {} as Parameters<LambdaHandler>[1])).toEqual({ statusCode: 204 });
  });

  it('locally (no Lambda, no secret: the local runtime and the tests): off', async () => {
    await coldStart({});
    expect((await invoke(geo, apiEvent(routes.geo, { headers: { 'cloudfront-viewer-country': 'GB' } }))).json).toEqual({ currency: 'GBP' });
    expect((await invoke(routeNotFound, unknownCall())).status).toBe(404);
  });
});
