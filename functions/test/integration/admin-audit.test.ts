import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type AuditEntryView, type RouteName } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import type * as AuditData from '../../src/data/audit';
import { apiEvent, invoke, type EventOptions } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { LOCAL_CLIENT_ID, LOCAL_USER_POOL_ID, startSignInStandIn, type RoleGroup, type SignInStandIn } from '../../../scripts/src/local/sign-in';

/**
 * The audit pages' calls: a game's audit trail names who made each change by their display
 * name (recorded at write time from the user pool: the sign-in stand-in here, as locally), with the
 * fields' before and after, a page at a time, newest first; entries written before the name was
 * recorded still read.
 */

let standIn: SignInStandIn;
let db: Awaited<ReturnType<typeof useIntegrationTable>>['db'];
let audit: typeof AuditData;
const handlers = {} as Record<string, LambdaHandler>;
const CALLS = ['createDeskGame', 'updateDeskGame', 'adminGameAudit', 'adminUserAudit', 'adminAuditLog', 'adminChangeUserPremium', 'publishSite'] as const;

beforeAll(async () => {
  ({ db } = await useIntegrationTable());
  standIn = await startSignInStandIn({ webOrigins: ['http://127.0.0.1:3997'] });
  Object.assign(process.env, {
    COGNITO_USER_POOL_ID: LOCAL_USER_POOL_ID, COGNITO_CLIENT_ID: LOCAL_CLIENT_ID, LOCAL_JWKS_URL: standIn.jwksUrl,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: standIn.apiUrl,
  });
  for (const name of CALLS) handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
  audit = await import('../../src/data/audit');
});
afterAll(() => standIn.stop());

async function person(groups: RoleGroup[], name: string) {
  const minted = await standIn.mintTokens({ name, groups });
  return { token: minted.access_token, sub: minted.user.sub, username: minted.user.username, name };
}
const call = (name: (typeof CALLS)[number], options: EventOptions) => invoke(handlers[name]!, apiEvent(routes[name as RouteName], options));

const settings = (n: string) => ({
  premiumLevel: 0, difficulty: 2, themes: ['movie'], language: 'auto',
  title: { en: `Audit ${n}`, fr: `Audit ${n} fr` },
  slug: { en: `audit-${n}`, fr: `audit-${n}-fr` },
  description: { en: 'A game to audit', fr: 'Un jeu à auditer' },
});

describe('audit pages: a game\'s trail by display name, paged', () => {
  it('records the designer\'s display name at write time, with each field\'s from and to; the admin reads it newest first', async () => {
    const dana = await person(['designer'], `Dana Designer ${randomUUID().slice(0, 4)}`);
    const admin = await person(['admin'], 'Alex Admin');
    const created = await call('createDeskGame', { token: dana.token, body: settings('a') });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const id = String(created.json.id);
    const updated = await call('updateDeskGame', {
      token: dana.token, pathParameters: { id }, body: { ...settings('a'), title: { en: 'Audit renamed', fr: 'Audit a fr' }, status: 'test', version: 1 },
    });
    expect(updated.status).toBe(200);

    const trail = await call('adminGameAudit', { token: admin.token, pathParameters: { id } });
    expect(trail.status).toBe(200);
    expect(trail.json.next).toBeNull();
    const [update, create] = trail.json.entries as AuditEntryView[];
    expect(update).toMatchObject({ action: 'game.update', actor: { sub: dana.sub, username: dana.username, name: expect.stringMatching(/^Dana Designer/) } });
    expect(update!.details).toEqual({ title: { from: { en: 'Audit a', fr: 'Audit a fr' }, to: { en: 'Audit renamed', fr: 'Audit a fr' } } });
    expect(create!.action).toBe('game.create');

    // What Dana did, on her page (the admin's user page reads it by her sub).
    const byDana = await call('adminUserAudit', { token: admin.token, pathParameters: { sub: dana.sub } });
    expect(byDana.json.byUser.map((e: AuditEntryView) => e.actor.name)).toEqual([update!.actor.name, update!.actor.name]);

    // Only an admin reads it.
    expect((await call('adminGameAudit', { token: dana.token, pathParameters: { id } })).status).toBe(403);
    expect((await call('adminGameAudit', { pathParameters: { id } })).status).toBe(401);
  });

  it('pages 25 entries at a time, newest first, with a cursor; a forged cursor is a 400 naming query.cursor; old entries without a name still read', async () => {
    const admin = await person(['admin'], 'Alex Admin');
    const target = 'GAME#9901';
    const old = { sub: 'sub-old', username: 'google_old' };
    const entries: AuditData.AuditEntry[] = Array.from({ length: 30 }, (_, i) => ({
      target, action: 'game.update', actor: i === 0 ? old : { ...old, name: 'Olga Old' },
      at: new Date(Date.UTC(2026, 10, 1, 10, i)).toISOString(), details: { difficulty: { from: i, to: i + 1 } },
    }));
    for (let i = 0; i < entries.length; i += 10) await db.send(new TransactWriteCommand({ TransactItems: entries.slice(i, i + 10).flatMap(audit.auditPuts) }));

    const first = await call('adminGameAudit', { token: admin.token, pathParameters: { id: '9901' } });
    expect(first.json.entries).toHaveLength(25);
    expect(first.json.entries[0].details).toEqual({ difficulty: { from: 29, to: 30 } });
    expect(first.json.next).toEqual(expect.any(String));
    const second = await call('adminGameAudit', { token: admin.token, pathParameters: { id: '9901' }, query: { cursor: first.json.next } });
    expect(second.json.entries.map((e: AuditEntryView) => (e.details.difficulty as { from: number }).from)).toEqual([4, 3, 2, 1, 0]);
    expect(second.json.entries.at(-1).actor).toEqual(old);
    expect(second.json.next).toBeNull();

    const forged = await call('adminGameAudit', { token: admin.token, pathParameters: { id: '9901' }, query: { cursor: Buffer.from('USER#x').toString('base64url') } });
    expect(forged.status).toBe(400);
    expect(forged.json.error.issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(['query.cursor']);
  });
});

describe('people by name (docs/back-office.md "Names"): the nickname when the person has one, else the provider\'s name', () => {
  it('a designer with a nickname is named by it in the trail; one without, by the provider\'s name; never by a sign-in id', async () => {
    const users = await import('../../src/data/users');
    const dee = await person(['designer'], `Deborah Provider ${randomUUID().slice(0, 4)}`);
    const now = new Date();
    await users.ensureUserProfile({ sub: dee.sub, username: dee.username }, now);
    await users.writeNickname(dee.sub, 'DeeTheDesigner', now);
    const plain = await person(['designer'], `Paul Provider ${randomUUID().slice(0, 4)}`);
    const admin = await person(['admin'], 'Alex Admin');
    const mine = await call('createDeskGame', { token: dee.token, body: settings(`n${randomUUID().slice(0, 6)}`) });
    const theirs = await call('createDeskGame', { token: plain.token, body: settings(`p${randomUUID().slice(0, 6)}`) });
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    const [deeTrail, plainTrail] = await Promise.all([
      call('adminGameAudit', { token: admin.token, pathParameters: { id: String(mine.json.id) } }),
      call('adminGameAudit', { token: admin.token, pathParameters: { id: String(theirs.json.id) } }),
    ]);
    expect(deeTrail.json.entries[0].actor).toEqual({ sub: dee.sub, username: dee.username, name: 'DeeTheDesigner' });
    expect(plainTrail.json.entries[0].actor).toEqual({ sub: plain.sub, username: plain.username, name: plain.name });
    expect(JSON.stringify([deeTrail.json.entries[0].actor.name, plainTrail.json.entries[0].actor.name])).not.toMatch(/google_|facebook_/);
  });
});

describe('the audit page (docs/back-office.md "The audit page"): every change, who, when, what, by kind and person, paged', () => {
  it('lists every change newest first, whatever its target, with who made it by name; narrows to a kind and to a person', async () => {
    const dana = await person(['designer'], `Dana Designer ${randomUUID().slice(0, 4)}`);
    const admin = await person(['admin'], `Alex Admin ${randomUUID().slice(0, 4)}`);
    const created = await call('createDeskGame', { token: dana.token, body: settings(randomUUID().slice(0, 6)) });
    expect(created.status).toBe(200);
    const player = await person([], 'Pat Player');
    const premium = await call('adminChangeUserPremium', {
      token: admin.token, pathParameters: { sub: player.sub }, body: { action: 'grant', days: 1, reason: 'goodwill for pat@example.com', version: 0 },
    });
    expect(premium.status, JSON.stringify(premium.json)).toBe(200);

    const all = await call('adminAuditLog', { token: admin.token });
    expect(all.status).toBe(200);
    const [latest, before] = all.json.entries as AuditEntryView[];
    expect(latest).toMatchObject({ target: `USER#${player.sub}`, action: 'user.grant_premium', actor: { sub: admin.sub, name: admin.name } });
    expect(before).toMatchObject({ target: `GAME#${created.json.id}`, action: 'game.create', actor: { sub: dana.sub, name: dana.name } });
    // No player's e-mail, even one typed into a reason.
    expect(JSON.stringify(all.json)).not.toContain('pat@example.com');
    expect(latest!.details.reason).toBe('goodwill for [e-mail]');

    const games = await call('adminAuditLog', { token: admin.token, query: { kind: 'GAME' } });
    expect(games.json.entries.length).toBeGreaterThan(0);
    expect(games.json.entries.every((e: AuditEntryView) => e.target.startsWith('GAME#'))).toBe(true);
    const byDana = await call('adminAuditLog', { token: admin.token, query: { person: dana.sub } });
    expect(byDana.json.entries.map((e: AuditEntryView) => e.action)).toEqual(['game.create']);
    const danaUsers = await call('adminAuditLog', { token: admin.token, query: { person: dana.sub, kind: 'USER' } });
    expect(danaUsers.json.entries).toEqual([]);
  });

  it('pages with a cursor; a forged cursor or an unknown kind is a 400 naming the field; only an admin reads it (403, 401)', async () => {
    const admin = await person(['admin'], 'Alex Admin');
    const first = await call('adminAuditLog', { token: admin.token });
    expect(first.json.entries).toHaveLength(25);
    const second = await call('adminAuditLog', { token: admin.token, query: { cursor: first.json.next } });
    expect(second.status).toBe(200);
    expect(Date.parse(second.json.entries[0].at)).toBeLessThanOrEqual(Date.parse(first.json.entries.at(-1).at));

    const forged = await call('adminAuditLog', { token: admin.token, query: { cursor: Buffer.from('{"pk":"USER#x","sk":"PROFILE"}').toString('base64url') } });
    expect(forged.status).toBe(400);
    expect(forged.json.error.issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(['query.cursor']);
    const kind = await call('adminAuditLog', { token: admin.token, query: { kind: 'EMAIL' } });
    expect(kind.status).toBe(400);
    expect(kind.json.error.issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual(['query.kind']);

    const designer = await person(['designer'], 'Dana Designer');
    expect((await call('adminAuditLog', { token: designer.token })).status).toBe(403);
    expect((await call('adminAuditLog', {})).status).toBe(401);
  });

  it('a publish names who asked for it by their display name, on its record and in the trail (never a sign-in id on the page)', async () => {
    const { setLocalPublishRunner } = await import('../../src/lib/publish-runner');
    setLocalPublishRunner(() => undefined);
    const dana = await person(['designer'], `Dana Publisher ${randomUUID().slice(0, 4)}`);
    const answer = await call('publishSite', { token: dana.token });
    setLocalPublishRunner(undefined);
    expect(answer.status).toBe(202);
    expect(answer.json.publish.requestedBy).toEqual({ sub: dana.sub, username: dana.username, name: dana.name });
    const admin = await person(['admin'], 'Alex Admin');
    const sites = await call('adminAuditLog', { token: admin.token, query: { kind: 'SITE', person: dana.sub } });
    expect(sites.json.entries).toEqual([expect.objectContaining({ target: 'SITE', action: 'site.publish', actor: expect.objectContaining({ name: dana.name }) })]);
  });
});
