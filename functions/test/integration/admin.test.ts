import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, routeList, type RouteDef } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import type * as PurchasesData from '../../src/data/purchases';
import type * as AuditData from '../../src/data/audit';
import { apiEvent, invoke, type EventOptions } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID, startSignInStandIn, type RoleGroup, type SignInStandIn } from '../../../scripts/src/local/sign-in';

/**
 * The admin's calls against DynamoDB Local and the sign-in stand-in, which answers the
 * Cognito user operations the functions call (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER), as locally.
 */

let standIn: SignInStandIn;
let handlers: Record<string, LambdaHandler>;
let purchases: typeof PurchasesData;
let audit: typeof AuditData;

/** The users', purchases' and audit calls (the content pages' admin calls have their own tests: admin-content.test.ts). */
const ADMIN_ROUTES = routeList.filter((r) => r.path.startsWith('/api/admin/') && r.name.startsWith('admin'));

beforeAll(async () => {
  await useIntegrationTable();
  standIn = await startSignInStandIn({ webOrigins: ['http://127.0.0.1:3996'] });
  Object.assign(process.env, {
    COGNITO_USER_POOL_ID: LOCAL_USER_POOL_ID, COGNITO_CLIENT_ID: LOCAL_CLIENT_ID, LOCAL_JWKS_URL: standIn.jwksUrl,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: standIn.apiUrl,
  });
  handlers = {};
  for (const route of [...ADMIN_ROUTES, routes.me]) handlers[route.name] = (await import(`../../src/handlers/${route.name}.ts`)).handler;
  purchases = await import('../../src/data/purchases');
  audit = await import('../../src/data/audit');
});
afterAll(() => standIn.stop());

let count = 0;
async function person(groups: RoleGroup[] = [], name?: string) {
  count += 1;
  const minted = await standIn.mintTokens({ name: name ?? `Person ${count} ${randomUUID().slice(0, 6)}`, groups });
  return { token: minted.access_token, sub: minted.user.sub, username: minted.user.username, name: minted.user.name };
}

const call = (route: RouteDef, options: EventOptions = {}) => invoke(handlers[route.name]!, apiEvent(route, options));
const sampleParams = (route: RouteDef, sub: string): Record<string, string> | undefined =>
  route.path.includes('{sub}') ? { sub } : route.path.includes('{id}') ? { id: '1' } : undefined;

describe('admin calls: who may call', () => {
  it('every admin call: 401 without a token, 403 for a designer or a tester, and answers an admin', async () => {
    expect(ADMIN_ROUTES.map((r) => r.name).sort()).toEqual([
      'adminAuditLog', 'adminChangeUserPremium', 'adminGameAudit', 'adminGetUser', 'adminListPurchases', 'adminListUserPurchases',
      'adminSearchUsers', 'adminSetUserRoles', 'adminUserAudit',
    ]);
    const [designer, tester, admin, player] = await Promise.all([person(['designer']), person(['tester']), person(['admin']), person()]);
    await call(routes.me, { token: player.token });
    const bodies: Record<string, unknown> = {
      adminSetUserRoles: { roles: [] },
      adminChangeUserPremium: { action: 'grant', days: 1, reason: 'route table walk', version: 1 },
    };
    for (const route of ADMIN_ROUTES) {
      const options = { pathParameters: sampleParams(route, player.sub), query: route.name === 'adminSearchUsers' ? { q: 'Person' } : undefined, body: bodies[route.name] };
      expect((await call(route, options)).status, `${route.name} anonymous`).toBe(401);
      expect((await call(route, { ...options, token: designer.token })).json.error.code, `${route.name} designer`).toBe('forbidden');
      expect((await call(route, { ...options, token: tester.token })).status, `${route.name} tester`).toBe(403);
      expect((await call(route, { ...options, token: admin.token })).status, `${route.name} admin`).toBe(200);
    }
  });
});

describe('admin: users and roles (Cognito groups)', () => {
  it('searches people who signed in by name prefix; a too short or quoted query is a 400 naming q', async () => {
    const admin = await person(['admin']);
    const ada = await person([], `Ada Searchable ${randomUUID().slice(0, 4)}`);
    const found = await call(routes.adminSearchUsers, { token: admin.token, query: { q: 'ada search' } });
    expect(found.status).toBe(200);
    expect(found.json.users.map((u: { sub: string }) => u.sub)).toContain(ada.sub);
    for (const q of ['a', 'ab"c', 'x\\y']) {
      const bad = await call(routes.adminSearchUsers, { token: admin.token, query: { q } });
      expect(bad.status, q).toBe(400);
      expect(bad.json.error.issues[0].path).toEqual(['query', 'q']);
    }
  });

  it('reads a person with roles and premium; an unknown sub is 404, a malformed one 400', async () => {
    const admin = await person(['admin']);
    const tester = await person(['tester']);
    const read = await call(routes.adminGetUser, { token: admin.token, pathParameters: { sub: tester.sub } });
    expect(read.json).toMatchObject({ user: { sub: tester.sub, username: tester.username }, roles: ['tester'], profile: { isPremium: false, version: 0 } });
    expect((await call(routes.adminGetUser, { token: admin.token, pathParameters: { sub: randomUUID() } })).status).toBe(404);
    expect((await call(routes.adminGetUser, { token: admin.token, pathParameters: { sub: 'not-a-sub' } })).status).toBe(400);
  });

  it('sets roles: the groups change in the pool, the person\'s next token carries them, and the audit records it', async () => {
    const admin = await person(['admin']);
    const player = await person();
    const set = await call(routes.adminSetUserRoles, { token: admin.token, pathParameters: { sub: player.sub }, body: { roles: ['tester'] } });
    expect(set.json).toEqual({ roles: ['tester'] });
    expect(standIn.directory.fresh({ ...standIn.directory.get(player.username)!.user }).groups).toEqual(['tester']);
    const entries = await audit.listAuditOfTarget(`USER#${player.sub}`);
    expect(entries[0]).toMatchObject({ action: 'user.set_roles', actor: { sub: admin.sub }, details: { before: [], after: ['tester'], added: ['tester'] } });
  });

  it('an admin cannot remove their own admin role (400 own_admin_role); an unknown role is a 400', async () => {
    const admin = await person(['admin']);
    const own = await call(routes.adminSetUserRoles, { token: admin.token, pathParameters: { sub: admin.sub }, body: { roles: ['designer'] } });
    expect(own.status).toBe(400);
    expect(own.json.error.code).toBe('own_admin_role');
    expect(standIn.directory.get(admin.username)!.groups.has('admin')).toBe(true);
    const bad = await call(routes.adminSetUserRoles, { token: admin.token, pathParameters: { sub: admin.sub }, body: { roles: ['root'] } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.issues[0].path[0]).toBe('body');
  });
});

describe('admin: premium granted or taken with a reason', () => {
  it('grants 3 days with a reason: the profile and the audit entry change together; /api/me shows it at once', async () => {
    const admin = await person(['admin']);
    const player = await person();
    const before = (await call(routes.me, { token: player.token })).json;
    expect(before.isPremium).toBe(false);
    const { profile } = (await call(routes.adminGetUser, { token: admin.token, pathParameters: { sub: player.sub } })).json;
    const t0 = Date.now();
    const grant = await call(routes.adminChangeUserPremium, {
      token: admin.token, pathParameters: { sub: player.sub }, body: { action: 'grant', days: 3, reason: 'Contest prize', version: profile.version },
    });
    expect(grant.status).toBe(200);
    expect(grant.json).toMatchObject({ isPremium: true, version: profile.version + 1 });
    const until = Date.parse(grant.json.premiumUntil);
    expect(until - t0).toBeGreaterThanOrEqual(3 * 86_400_000 - 5000);
    expect(until - t0).toBeLessThanOrEqual(3 * 86_400_000 + 5000);
    expect((await call(routes.me, { token: player.token })).json).toMatchObject({ isPremium: true, user: { premiumUntil: grant.json.premiumUntil } });
    const [entry] = await audit.listAuditOfTarget(`USER#${player.sub}`);
    expect(entry).toMatchObject({
      action: 'user.grant_premium', actor: { sub: admin.sub, username: admin.username },
      details: { reason: 'Contest prize', days: 3, before: { premiumUntil: null }, after: { premiumUntil: grant.json.premiumUntil } },
    });
    expect((await call(routes.adminUserAudit, { token: admin.token, pathParameters: { sub: admin.sub } })).json.byUser[0]).toMatchObject({ target: `USER#${player.sub}` });
  });

  it('without a reason (or a blank one) is a 400 naming reason, and nothing is written', async () => {
    const admin = await person(['admin']);
    const player = await person();
    await call(routes.me, { token: player.token });
    for (const body of [{ action: 'grant', days: 3, version: 1 }, { action: 'take', reason: '   ', version: 1 }]) {
      const refused = await call(routes.adminChangeUserPremium, { token: admin.token, pathParameters: { sub: player.sub }, body });
      expect(refused.status).toBe(400);
      expect(refused.json.error.issues[0].path).toEqual(['body', 'reason']);
    }
    const noTime = await call(routes.adminChangeUserPremium, { token: admin.token, pathParameters: { sub: player.sub }, body: { action: 'grant', reason: 'nothing given', version: 1 } });
    expect(noTime.status).toBe(400);
    const past = await call(routes.adminChangeUserPremium, { token: admin.token, pathParameters: { sub: player.sub }, body: { action: 'grant', until: '2020-01-01T00:00:00.000Z', reason: 'in the past', version: 1 } });
    expect(past.json.error.issues[0].path).toEqual(['body', 'until']);
    expect(await audit.listAuditOfTarget(`USER#${player.sub}`)).toEqual([]);
    expect((await call(routes.me, { token: player.token })).json.isPremium).toBe(false);
  });

  it('a stale version is a 409 with the current premium, and writes neither the profile nor an audit entry', async () => {
    const admin = await person(['admin']);
    const player = await person();
    await call(routes.me, { token: player.token });
    const first = await call(routes.adminChangeUserPremium, { token: admin.token, pathParameters: { sub: player.sub }, body: { action: 'grant', hours: 2, reason: 'first admin', version: 1 } });
    expect(first.status).toBe(200);
    const stale = await call(routes.adminChangeUserPremium, { token: admin.token, pathParameters: { sub: player.sub }, body: { action: 'take', reason: 'second admin', version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({ code: 'stale_version', current: { version: 2, isPremium: true } });
    expect((await audit.listAuditOfTarget(`USER#${player.sub}`)).map((e) => e.action)).toEqual(['user.grant_premium']);
  });

  it('takes premium now, and grants until a date; a person without a profile yet gets one', async () => {
    const admin = await person(['admin']);
    const player = await person();
    const until = new Date(Date.now() + 10 * 86_400_000).toISOString();
    const granted = await call(routes.adminChangeUserPremium, { token: admin.token, pathParameters: { sub: player.sub }, body: { action: 'grant', until, reason: 'partner', version: 0 } });
    expect(granted.json).toMatchObject({ premiumUntil: until, isPremium: true, version: 1 });
    const taken = await call(routes.adminChangeUserPremium, { token: admin.token, pathParameters: { sub: player.sub }, body: { action: 'take', reason: 'refund by hand', version: 1 } });
    expect(taken.json).toMatchObject({ isPremium: false, version: 2 });
    expect((await call(routes.me, { token: player.token })).json.isPremium).toBe(false);
    const actions = (await call(routes.adminUserAudit, { token: admin.token, pathParameters: { sub: player.sub } })).json.ofUser.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['user.take_premium', 'user.grant_premium']);
  });
});

describe('admin: purchases and the audit of a game', () => {
  const purchase = (sub: string, createdAt: string, status: PurchasesData.PurchaseItem['status'] = 'pending'): PurchasesData.PurchaseItem => ({
    purchaseId: randomUUID(), sub, type: 'stripe_premium_p1m', status, amount: 499, currency: 'eur', createdAt,
    sessionId: null, paymentIntentId: null, grantedSeconds: 0, grantedUntil: null, reason: null, version: 1,
  });

  it('lists a buyer\'s purchases and recent ones site-wide, newest first, with the webhook\'s events and a status filter', async () => {
    const admin = await person(['admin']);
    const buyer = await person();
    const older = purchase(buyer.sub, '2026-11-20T10:00:00.000Z');
    const newer = purchase(buyer.sub, '2026-11-21T10:00:00.000Z');
    await purchases.createPurchase(older);
    await purchases.createPurchase(newer);
    const next = { ...newer, status: 'warning' as const, reason: 'payment_failed', version: 2 };
    expect(await purchases.writeStripeEvent({
      eventId: `evt_${randomUUID()}`, eventType: 'checkout.session.async_payment_failed', now: Date.parse('2026-11-21T10:05:00.000Z'),
      outcome: 'pending -> warning (payment_failed)', purchase: { next, expectedVersion: 1 },
    })).toBe('written');

    const mine = await call(routes.adminListUserPurchases, { token: admin.token, pathParameters: { sub: buyer.sub } });
    expect(mine.json.purchases.map((p: { purchaseId: string }) => p.purchaseId)).toEqual([newer.purchaseId, older.purchaseId]);
    expect(mine.json.purchases[0]).toMatchObject({ status: 'warning', reason: 'payment_failed', events: [{ eventType: 'checkout.session.async_payment_failed', outcome: 'pending -> warning (payment_failed)' }] });
    expect(mine.json.next).toBeNull();

    const warnings = await call(routes.adminListPurchases, { token: admin.token, query: { status: 'warning' } });
    expect(warnings.json.purchases.map((p: { purchaseId: string }) => p.purchaseId)).toContain(newer.purchaseId);
    expect(warnings.json.purchases.every((p: { status: string }) => p.status === 'warning')).toBe(true);
    const all = await call(routes.adminListPurchases, { token: admin.token });
    expect(all.json.purchases.map((p: { purchaseId: string }) => p.purchaseId)).toEqual(expect.arrayContaining([newer.purchaseId, older.purchaseId]));
    expect((await call(routes.adminListPurchases, { token: admin.token, query: { status: 'lost' } })).status).toBe(400);
  });

  it('pages a long list with a cursor that only continues in the list it came from', async () => {
    const admin = await person(['admin']);
    const buyer = await person();
    for (let i = 0; i < 22; i += 1) await purchases.createPurchase(purchase(buyer.sub, `2026-10-01T10:${String(i).padStart(2, '0')}:00.000Z`));
    const first = await call(routes.adminListUserPurchases, { token: admin.token, pathParameters: { sub: buyer.sub } });
    expect(first.json.purchases).toHaveLength(20);
    const second = await call(routes.adminListUserPurchases, { token: admin.token, pathParameters: { sub: buyer.sub }, query: { cursor: first.json.next } });
    expect(second.json.purchases).toHaveLength(2);
    const foreign = Buffer.from('2026-10-01T10:00:00.000Z#x').toString('base64url');
    expect((await call(routes.adminListUserPurchases, { token: admin.token, pathParameters: { sub: buyer.sub }, query: { cursor: foreign } })).status).toBe(400);
  });

  it('reads the audit trail of a game, newest first', async () => {
    const admin = await person(['admin']);
    const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db } = await import('../../src/data/client');
    await db.send(new TransactWriteCommand({ TransactItems: [audit.auditPut({ target: 'GAME#777', action: 'game.update', actor: { sub: admin.sub, username: admin.username }, at: '2026-11-26T10:00:00.000Z', details: { fields: ['status'] } })] }));
    const read = await call(routes.adminGameAudit, { token: admin.token, pathParameters: { id: '777' } });
    expect(read.json.entries).toEqual([expect.objectContaining({ action: 'game.update', details: { fields: ['status'] } })]);
    expect((await call(routes.adminGameAudit, { token: admin.token, pathParameters: { id: 'abc' } })).status).toBe(400);
  });
});
