import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POPUPS, popupCatalogueSchema, routes, type Popup } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { seedFixture } from '../helpers/seed-fixture';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { loadSeed } from '../../../scripts/src/seed/load-seed';

/** The admin's popups (SPEC §4), stored in the table, versioned and audited; players read them from GET /api/popups. */
const key = createSigningKey();
const names = ['listAdminPopups', 'createAdminPopup', 'updateAdminPopup', 'deleteAdminPopup', 'updatePopupTrigger', 'listPopups', 'adminGameAudit'] as const;
const handlers = {} as Record<(typeof names)[number], LambdaHandler>;
let admin: string;
let listAudit: (target: string) => Promise<{ action: string; details: Record<string, unknown> }[]>;

beforeAll(async () => {
  const { db, tableName } = await useIntegrationTable();
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg')));
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  for (const name of names) handlers[name] = (await import(`../../src/handlers/${name}.ts`)).handler;
  listAudit = (await import('../../src/data/audit')).listAuditOfTarget;
  admin = signAccessToken(key, { 'cognito:groups': ['admin'], username: 'alex' });
});

const call = (name: (typeof names)[number], options: Parameters<typeof apiEvent>[1] = {}) => invoke(handlers[name], apiEvent(routes[name], { token: admin, ...options }));
const paths = (json: { error: { issues: { path: (string | number)[] }[] } }) => json.error.issues.map((i) => i.path.join('.'));
const publicPopups = async () => {
  const { status, json, headers } = await invoke(handlers.listPopups, apiEvent(routes.listPopups));
  expect(status).toBe(200);
  return { catalogue: popupCatalogueSchema.parse(json), headers };
};

describe('popups as data (SPEC §4)', () => {
  it('the seed stores the built-in popups: the public document is DEFAULT_POPUPS, cached as the catalogue', async () => {
    const { catalogue, headers } = await publicPopups();
    expect(catalogue.triggers).toEqual(DEFAULT_POPUPS.triggers);
    expect(catalogue.paidOverPage).toEqual(DEFAULT_POPUPS.paidOverPage);
    expect([...catalogue.popups].sort((a, b) => a.id.localeCompare(b.id))).toEqual([...DEFAULT_POPUPS.popups].sort((a, b) => a.id.localeCompare(b.id)));
    expect(headers['cache-control'] ?? headers['Cache-Control']).toMatch(/s-maxage=60/);
    const admin = await call('listAdminPopups');
    expect(admin.json.popups).toHaveLength(DEFAULT_POPUPS.popups.length);
    expect(admin.json.triggers.find((t: { event: string }) => t.event === 'pay')).toMatchObject({ version: 1, flags: ['until_paid'] });
  });

  it('an edit names the version read: the text reaches the public document; a stale one is 409 stale_version with the popup as it is now; audited', async () => {
    const popup = DEFAULT_POPUPS.popups.find((p) => p.id === 'pay_unlock_en')!;
    const edited = await call('updateAdminPopup', { pathParameters: { id: popup.id }, body: { popup: { ...popup, text: 'Every quiz, now.' }, version: 1 } });
    expect(edited.status).toBe(200);
    expect(edited.json.popup).toMatchObject({ version: 2, text: 'Every quiz, now.' });
    const stale = await call('updateAdminPopup', { pathParameters: { id: popup.id }, body: { popup: { ...popup, title: 'Mine' }, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('stale_version');
    expect(stale.json.error.current).toMatchObject({ version: 2, text: 'Every quiz, now.', title: popup.title });
    expect((await publicPopups()).catalogue.popups.find((p) => p.id === popup.id)?.text).toBe('Every quiz, now.');
    const audit = await listAudit('POPUP#pay_unlock_en');
    expect(audit.map((e) => e.action)).toEqual(['popup.update']);
    expect(audit[0]!.details).toEqual({ fields: ['text'], version: 2 });
  });

  it('creates a popup (409 conflict when its id exists), shows it in a trigger\'s rotation, refuses its removal while shown, then removes it', async () => {
    const popup: Popup = { id: 'winter_fr', locale: 'fr', title: 'Hiver', text: 'Des quiz d’hiver.', action: { kind: 'link', label: 'Voir', href: '/fr' } };
    expect((await call('createAdminPopup', { body: { popup } })).json.popup).toMatchObject({ version: 1 });
    expect((await call('createAdminPopup', { body: { popup } })).json.error.code).toBe('conflict');
    const trigger = await call('updatePopupTrigger', {
      pathParameters: { event: 'winter' },
      body: { flags: ['cookie', 'overlay'], widgets: { fr_anonymous: ['winter_fr', 'pay_hours_fr'] }, version: 0 },
    });
    expect(trigger.status).toBe(200);
    expect(trigger.json.trigger).toMatchObject({ event: 'winter', version: 1 });
    const { catalogue } = await publicPopups();
    expect(catalogue.triggers.winter).toEqual({ flags: ['cookie', 'overlay'], widgets: { fr_anonymous: ['winter_fr', 'pay_hours_fr'] } });
    const refused = await call('deleteAdminPopup', { pathParameters: { id: 'winter_fr' }, query: { version: '1' } });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toMatch(/winter/);
    const language = await call('updateAdminPopup', { pathParameters: { id: 'winter_fr' }, body: { popup: { ...popup, locale: 'en' }, version: 1 } });
    expect(paths(language.json)).toEqual(['body.popup.locale']);
    expect((await call('updatePopupTrigger', { pathParameters: { event: 'winter' }, body: { flags: [], widgets: { fr_anonymous: ['pay_hours_fr'] }, version: 1 } })).status).toBe(200);
    expect((await call('deleteAdminPopup', { pathParameters: { id: 'winter_fr' }, query: { version: '2' } })).status).toBe(409);
    expect((await call('deleteAdminPopup', { pathParameters: { id: 'winter_fr' }, query: { version: '1' } })).json).toEqual({ deleted: true });
    expect((await call('listAdminPopups')).json.popups.map((p: Popup) => p.id)).not.toContain('winter_fr');
    expect((await listAudit('POPUP#winter_fr')).map((e) => e.action)).toEqual(['popup.delete', 'popup.create']);
    expect((await listAudit('POPUP_TRIGGER#winter')).map((e) => e.action)).toEqual(['popup_trigger.update', 'popup_trigger.create']);
  });

  it('bad input is a 400 naming the field, and nothing is written: audiences, flags, trigger, action, rotation order', async () => {
    const trigger = (body: Record<string, unknown>, event = 'pay') => call('updatePopupTrigger', { pathParameters: { event }, body: { flags: [], widgets: { en_anonymous: ['pay_unlock_en'] }, version: 1, ...body } });
    expect(paths((await trigger({ widgets: { en_premium: ['pay_unlock_en'] } })).json)).toEqual(['body.widgets.en_premium']);
    expect(paths((await trigger({ widgets: { de_anonymous: ['pay_unlock_en'] } })).json)).toEqual(['body.widgets.de_anonymous']);
    expect(paths((await trigger({ widgets: { fr_anonymous: ['pay_unlock_en'] } })).json)).toEqual(['body.widgets.fr_anonymous.0']);
    expect(paths((await trigger({ widgets: { en_anonymous: ['pay_unlock_en', 'nope'] } })).json)).toEqual(['body.widgets.en_anonymous.1']);
    expect(paths((await trigger({ widgets: { en_anonymous: ['pay_unlock_en', 'pay_unlock_en'] } })).json)).toEqual(['body.widgets.en_anonymous.1']);
    expect(paths((await trigger({ flags: ['sometimes'] })).json)).toContain('body.flags.0');
    expect(paths((await trigger({ flags: ['once:'] })).json)).toContain('body.flags.0');
    expect((await trigger({}, 'Bad-Event')).status).toBe(400);
    const popup = DEFAULT_POPUPS.popups.find((p) => p.id === 'game_over_fr')!;
    const offSite = await call('updateAdminPopup', { pathParameters: { id: popup.id }, body: { popup: { ...popup, action: { kind: 'link', label: 'x', href: 'https://evil.example' } }, version: 1 } });
    expect(paths(offSite.json)).toContain('body.popup.action.href');
    const empty = await call('createAdminPopup', { body: { popup: { id: 'x', locale: 'en', title: '', text: 'y' } } });
    expect(paths(empty.json)).toContain('body.popup.title');
    const pay = (await call('listAdminPopups')).json.triggers.find((t: { event: string }) => t.event === 'pay');
    expect(pay.version).toBe(1);
  });

  it('a player gets 403 on every admin call, an anonymous caller 401; the public document needs no one', async () => {
    const player = signAccessToken(key, { 'cognito:groups': ['designer', 'tester'] });
    expect((await call('listAdminPopups', { token: player })).status).toBe(403);
    expect((await invoke(handlers.listAdminPopups, apiEvent(routes.listAdminPopups))).status).toBe(401);
    expect((await call('updatePopupTrigger', { token: player, pathParameters: { event: 'pay' }, body: { flags: [], widgets: {}, version: 1 } })).status).toBe(403);
    expect((await call('deleteAdminPopup', { token: player, pathParameters: { id: 'pay_hours_en' }, query: { version: '1' } })).status).toBe(403);
  });
});
