import { beforeAll, describe, expect, it } from 'vitest';
import { routeList, type RouteDef } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { useUnitEnvironment } from '../helpers/unit-env';

/**
 * docs/accounts.md "The caller, typed by access": a caller who may not make a call learns nothing of its input schema.
 * Every signed-in and role route, called with no token and a body and parameters that break its
 * schemas (or no JSON at all), answers 401 and lists no issue.
 */
const guarded = routeList.filter((route) => route.access !== 'public' && route.access !== 'optional');
const handlers = new Map<string, LambdaHandler>();

beforeAll(async () => {
  useUnitEnvironment();
  for (const route of guarded) handlers.set(route.name, (await import(`../../src/handlers/${route.name}.ts`)).handler);
  (await import('../../src/lib/auth')).setVerifierForTests(verifierTrusting(trusted));
});

const trusted = createSigningKey();

const badParams = (route: RouteDef) => Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, '%%not valid%%']));

describe('authentication comes before validation', () => {
  it('guards some routes (the test is not empty)', () => {
    expect(guarded.length).toBeGreaterThan(5);
  });

  it.each(guarded.map((route) => [route.name, route] as const))('%s answers 401 to an anonymous caller, whatever the input', async (_name, route) => {
    const handler = handlers.get(route.name)!;
    for (const body of [{ nonsense: true, type: 'not-a-purchase-type' }, '{ not json']) {
      const event = apiEvent(route, { pathParameters: badParams(route), query: { l: 'xx', init: 'maybe' }, body: route.body ? body : undefined });
      const { status, json } = await invoke(handler, event);
      expect(status).toBe(401);
      expect(json.error.code).toBe('unauthorized');
      expect(json.error.issues).toBeUndefined();
      expect(JSON.stringify(json)).not.toMatch(/stripe_premium|validation|expected/i);
    }
  });
});

/**
 * docs/adr/0043-origin-authorizer.md: API Gateway checks no token (its one authorizer per route is the
 * origin's), so each signed-in and role function is the lock: a token signed by another key (or an
 * expired one) is refused there, whatever the route.
 */
describe('the function verifies the token itself', () => {
  const forged = signAccessToken(createSigningKey(), { 'cognito:groups': ['admin'] });
  const expired = signAccessToken(trusted, { 'cognito:groups': ['admin'], exp: Math.floor(Date.now() / 1000) - 60 });

  it.each(guarded.map((route) => [route.name, route] as const))('%s answers 401 to a forged or expired admin token', async (_name, route) => {
    for (const token of [forged, expired]) {
      const { status, json } = await invoke(handlers.get(route.name)!, apiEvent(route, { token, pathParameters: badParams(route) }));
      expect(status).toBe(401);
      expect(json.error.code).toBe('unauthorized');
    }
  });
});
