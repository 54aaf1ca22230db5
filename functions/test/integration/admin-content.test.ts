import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type MenuItem, type Page } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { seedFixture } from '../helpers/seed-fixture';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { loadSeed } from '../../../scripts/src/seed/load-seed';

/** The admin's pages and menu items, versioned (409 stale_version) and audited, admin only. */
const key = createSigningKey();
const names = ['listAdminPages', 'getAdminPage', 'createPage', 'updatePage', 'listAdminMenu', 'createMenuItem', 'updateMenuItem', 'deleteMenuItem', 'listMenu'] as const;
const handlers = {} as Record<(typeof names)[number], LambdaHandler>;
let admin: string;

const page: Omit<Page, 'version' | 'updatedAt'> = {
  id: 'team-en', translationKey: 'team', type: 'page', status: 'draft', locale: 'en', path: '/en/team', title: 'Team', description: 'Who we are', body: [],
};

beforeAll(async () => {
  const { db, tableName } = await useIntegrationTable();
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg')));
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  for (const name of names) handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
  admin = signAccessToken(key, { 'cognito:groups': ['admin'], username: 'alex' });
});

const call = (name: (typeof names)[number], options: Parameters<typeof apiEvent>[1] = {}) => invoke(handlers[name], apiEvent(routes[name], { token: admin, ...options }));

describe('admin pages', () => {
  it('creates a draft (version 1) that the list shows and the public never sees, with its audit entry', async () => {
    const created = await call('createPage', { body: { page } });
    expect(created.status).toBe(200);
    expect(created.json.page).toMatchObject({ id: 'team-en', version: 1, status: 'draft' });
    expect(created.json.audit).toEqual([expect.objectContaining({ target: 'PAGE#team-en', action: 'page.create', actor: expect.objectContaining({ username: 'alex' }) })]);
    expect((await call('listAdminPages')).json.pages.map((p: Page) => p.id)).toContain('team-en');
    expect((await call('createPage', { body: { page } })).json.error.code).toBe('conflict');
  });

  it('an edit names the version it read: the next one is 2, a stale one is 409 stale_version with the page as it is now', async () => {
    const edited = await call('updatePage', { pathParameters: { id: 'team-en' }, body: { page: { ...page, title: 'Our team' }, version: 1 } });
    expect(edited.json.page).toMatchObject({ version: 2, title: 'Our team' });
    const stale = await call('updatePage', { pathParameters: { id: 'team-en' }, body: { page: { ...page, description: 'Mine' }, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('stale_version');
    expect(stale.json.error.current).toMatchObject({ version: 2, title: 'Our team', description: 'Who we are' });
    const { json } = await call('getAdminPage', { pathParameters: { id: 'team-en' } });
    expect(json.page.description).toBe('Who we are');
    expect(json.audit.map((entry: { action: string }) => entry.action)).toEqual(['page.update', 'page.create']);
    expect(json.audit[0].details).toEqual({ fields: ['title'], version: 2 });
  });

  it('publishing is an edit of the status, audited as page.publish', async () => {
    const published = await call('updatePage', { pathParameters: { id: 'team-en' }, body: { page: { ...page, title: 'Our team', status: 'published' }, version: 2 } });
    expect(published.json.audit[0].action).toBe('page.publish');
  });

  it('bad input is a 400 naming the field; an address of another page a 409; an id changed a 400', async () => {
    const bad = await call('createPage', { body: { page: { ...page, id: 'x-en', path: '/en/Bad Path' } } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.issues.map((i: { path: string[] }) => i.path.join('.'))).toContain('body.page.path');
    const redirect = await call('createPage', { body: { page: { ...page, id: 'x-en', path: '/en/x', type: 'redirect' } } });
    expect(redirect.json.error.issues.map((i: { path: string[] }) => i.path.join('.'))).toContain('body.page.redirectTo');
    expect((await call('createPage', { body: { page: { ...page, id: 'other-en' } } })).json.error.code).toBe('conflict');
    expect((await call('createPage', { body: { page: { ...page, id: 'fr-en', path: '/fr/equipe' } } })).status).toBe(409);
    expect((await call('updatePage', { pathParameters: { id: 'team-en' }, body: { page: { ...page, id: 'other' }, version: 3 } })).status).toBe(400);
    expect((await call('getAdminPage', { pathParameters: { id: 'nope' } })).status).toBe(404);
  });

  it('a player gets 403 on every admin call, an anonymous caller 401', async () => {
    const player = signAccessToken(key, { 'cognito:groups': ['designer', 'tester'] });
    for (const name of ['listAdminPages', 'listAdminMenu'] as const) {
      expect((await call(name, { token: player })).status).toBe(403);
      expect((await invoke(handlers[name], apiEvent(routes[name]))).status).toBe(401);
    }
    expect((await call('createPage', { token: player, body: { page } })).status).toBe(403);
  });
});

describe('admin menu items', () => {
  const item: Omit<MenuItem, 'version' | 'updatedAt'> = { id: 'team', type: 'page', locale: 'en', label: 'Team', target: 'team', order: 5 };

  it('creates, lists and edits a menu item under its version; the public menu shows it (its page is published)', async () => {
    expect((await call('createMenuItem', { body: { item } })).json.item).toMatchObject({ version: 1 });
    expect((await call('listAdminMenu')).json.items.map((i: MenuItem) => i.id)).toContain('team');
    const edited = await call('updateMenuItem', { pathParameters: { locale: 'en', id: 'team' }, body: { item: { ...item, label: 'The team' }, version: 1 } });
    expect(edited.json.item).toMatchObject({ version: 2, label: 'The team' });
    const stale = await call('updateMenuItem', { pathParameters: { locale: 'en', id: 'team' }, body: { item: { ...item, label: 'Us' }, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json.error.current).toMatchObject({ label: 'The team', version: 2 });
    const menu = await invoke(handlers.listMenu, apiEvent(routes.listMenu, { query: { l: 'en' } }));
    expect(menu.json.items).toContainEqual({ id: 'team', label: 'The team', href: '/en/team' });
  });

  it('a link item must target an address: 400 naming the target', async () => {
    const bad = await call('createMenuItem', { body: { item: { ...item, id: 'bad', type: 'link', target: 'javascript:alert(1)' } } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.issues.map((i: { path: string[] }) => i.path.join('.'))).toContain('body.item.target');
  });

  it('deletes a menu item naming the version read: a stale version is 409 with the item, nothing removed; audited menu.delete; gone from the public menu', async () => {
    const created = await call('createMenuItem', { body: { item: { ...item, id: 'old-link', type: 'link', target: '/en/old', label: 'Old' } } });
    expect(created.json.item.version).toBe(1);
    await call('updateMenuItem', { pathParameters: { locale: 'en', id: 'old-link' }, body: { item: { ...item, id: 'old-link', type: 'link', target: '/en/old', label: 'Older' }, version: 1 } });
    const stale = await call('deleteMenuItem', { pathParameters: { locale: 'en', id: 'old-link' }, query: { version: '1' } });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('stale_version');
    expect(stale.json.error.current).toMatchObject({ label: 'Older', version: 2 });
    expect((await call('listAdminMenu')).json.items.map((i: MenuItem) => i.id)).toContain('old-link');

    const player = signAccessToken(key, { 'cognito:groups': ['designer'] });
    expect((await call('deleteMenuItem', { token: player, pathParameters: { locale: 'en', id: 'old-link' }, query: { version: '2' } })).status).toBe(403);
    expect((await invoke(handlers.deleteMenuItem, apiEvent(routes.deleteMenuItem, { pathParameters: { locale: 'en', id: 'old-link' }, query: { version: '2' } }))).status).toBe(401);

    const deleted = await call('deleteMenuItem', { pathParameters: { locale: 'en', id: 'old-link' }, query: { version: '2' } });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toEqual({ deleted: true });
    expect((await call('listAdminMenu')).json.items.map((i: MenuItem) => i.id)).not.toContain('old-link');
    const menu = await invoke(handlers.listMenu, apiEvent(routes.listMenu, { query: { l: 'en' } }));
    expect(menu.json.items.map((i: { id: string }) => i.id)).not.toContain('old-link');
    expect((await call('deleteMenuItem', { pathParameters: { locale: 'en', id: 'old-link' }, query: { version: '2' } })).status).toBe(404);

    const { listAuditOfTarget } = await import('../../src/data/audit');
    const [entry] = await listAuditOfTarget('MENU#en#old-link');
    expect(entry).toMatchObject({ action: 'menu.delete', actor: { username: 'alex' }, details: { version: 2, type: 'link', label: 'Older', target: '/en/old' } });
  });
});
