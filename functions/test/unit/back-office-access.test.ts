import { beforeAll, describe, expect, it } from 'vitest';
import { routeList, type Access, type RouteDef } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { useUnitEnvironment } from '../helpers/unit-env';

/**
 * docs/accounts.md "The caller, typed by access": a walk of the whole route table. Every back-office call (access
 * designer, tester or admin) answers 401 without a token (auth-before-validation.test.ts), 403 to a
 * signed-in player without the role and to the other roles, and lets the role (and an admin) through
 * to its own checks. Role holders here send parameters and bodies that break the schemas: the answer
 * is then the call's own refusal, never the role's.
 */
type Role = Extract<Access, 'designer' | 'tester' | 'admin'>;
const ROLES: readonly Role[] = ['designer', 'tester', 'admin'];
const backOffice = routeList.filter((route): route is RouteDef & { access: Role } => (ROLES as readonly string[]).includes(route.access));
const handlers = new Map<string, LambdaHandler>();
const key = createSigningKey();
const tokenWith = (groups: string[]) => signAccessToken(key, { sub: `sub-${groups.join('-') || 'player'}`, ...(groups.length ? { 'cognito:groups': groups } : {}) });

beforeAll(async () => {
  useUnitEnvironment();
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  for (const route of backOffice) handlers.set(route.name, (await import(`../../src/handlers/${route.name}.ts`)).handler);
});

const badParams = (route: RouteDef) => Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, '%%not valid%%']));

async function call(route: RouteDef, groups: string[]) {
  const event = apiEvent(route, {
    pathParameters: badParams(route),
    body: route.body ? { nonsense: true } : undefined,
    token: tokenWith(groups),
  });
  return invoke(handlers.get(route.name)!, event);
}

describe('docs/back-office.md "Calls": the route table walked with every role', () => {
  it('has back-office calls of each role (the walk is not empty)', () => {
    for (const role of ROLES) expect(backOffice.some((route) => route.access === role), role).toBe(true);
  });

  it.each(backOffice.map((route) => [route.name, route.access, route] as const))(
    '%s (%s): 403 to a player and to the other roles, through for the role and for an admin',
    async (_name, access, route) => {
      const refused = [[], ...ROLES.filter((role) => role !== access && role !== 'admin').map((role) => [role])];
      for (const groups of refused) {
        const { status, json } = await call(route, groups);
        expect(status, `groups [${groups.join(',')}]`).toBe(403);
        expect(json.error.code).toBe('forbidden');
        expect(json.error.issues).toBeUndefined();
      }
      for (const groups of [[access], ['admin']]) {
        const { status } = await call(route, groups);
        expect([401, 403], `groups [${groups.join(',')}] answered ${status}`).not.toContain(status);
      }
    },
  );
});
