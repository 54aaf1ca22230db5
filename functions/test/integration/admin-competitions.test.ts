import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type CompetitionInput } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { seedFixture } from '../helpers/seed-fixture';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { loadSeed } from '../../../scripts/src/seed/load-seed';

/** The admin's competitions (docs/adr/0034-competitions-and-leaderboards.md), versioned and audited, admin only. */
const key = createSigningKey();
const names = ['listCompetitions', 'createCompetition', 'getCompetition', 'updateCompetition'] as const;
const handlers = {} as Record<(typeof names)[number], LambdaHandler>;
let admin: string;
let listAudit: (target: string) => Promise<{ action: string; details: Record<string, unknown> }[]>;

const input: CompetitionInput = {
  titles: { en: 'Winter cup', fr: 'Coupe d’hiver' },
  rules: { en: 'Best score wins.', fr: 'Le meilleur score gagne.' },
  gameIds: [1, 2],
  start: '2026-12-01T00:00',
  end: '2026-12-31T23:59',
  timeZone: 'Europe/Paris',
  status: 'draft',
};

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

describe('competitions, the admin\'s (docs/back-office.md "Competitions")', () => {
  let id: string;

  it('creates one (version 1) with its period as instants of its time zone; lists and reads it; audited', async () => {
    const created = await call('createCompetition', { body: { competition: input } });
    expect(created.status).toBe(200);
    expect(created.json.competition).toMatchObject({ ...input, version: 1, startsAt: '2026-11-30T23:00:00.000Z', endsAt: '2026-12-31T22:59:00.000Z' });
    id = created.json.competition.id;
    expect(id).toMatch(/^c-[0-9a-f]{12}$/);
    expect((await call('listCompetitions')).json.competitions.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await call('getCompetition', { pathParameters: { id } })).json.competition.titles.fr).toBe('Coupe d’hiver');
    expect((await listAudit(`COMPETITION#${id}`)).map((e) => e.action)).toEqual(['competition.create']);
  });

  it('an edit names the version read; a stale one is 409 stale_version with the competition as it is now', async () => {
    const edited = await call('updateCompetition', { pathParameters: { id }, body: { competition: { ...input, status: 'published' }, version: 1 } });
    expect(edited.json.competition).toMatchObject({ version: 2, status: 'published' });
    const stale = await call('updateCompetition', { pathParameters: { id }, body: { competition: { ...input, titles: { en: 'Mine', fr: 'À moi' } }, version: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('stale_version');
    expect(stale.json.error.current).toMatchObject({ version: 2, status: 'published', titles: input.titles });
    // Its listing follows its status (gsi1 COMPETITIONS#published): still listed once.
    expect((await call('listCompetitions')).json.competitions).toHaveLength(1);
    const audit = await listAudit(`COMPETITION#${id}`);
    expect(audit[0]).toMatchObject({ action: 'competition.update', details: { fields: ['status'], version: 2, status: 'published' } });
  });

  it('bad input is a 400 naming the field, nothing written: end after start, an IANA time zone, live games only', async () => {
    const bad = async (competition: Partial<CompetitionInput>) => {
      const answer = await call('createCompetition', { body: { competition: { ...input, ...competition } } });
      expect(answer.status).toBe(400);
      return paths(answer.json);
    };
    expect(await bad({ end: '2026-11-30T23:00' })).toEqual(['body.competition.end']);
    expect(await bad({ end: input.start })).toEqual(['body.competition.end']);
    expect(await bad({ timeZone: 'Mars/Olympus' })).toEqual(['body.competition.timeZone']);
    expect(await bad({ gameIds: [1, 3] })).toEqual(['body.competition.gameIds.1']); // 3 is in test
    expect(await bad({ gameIds: [1, 999] })).toEqual(['body.competition.gameIds.1']);
    expect(await bad({ gameIds: [] })).toEqual(['body.competition.gameIds']);
    expect(await bad({ start: '2026-13-01T00:00' })).toEqual(['body.competition.start']);
    expect(await bad({ titles: { en: 'Cup', fr: ' ' } })).toEqual(['body.competition.titles.fr']);
    expect((await call('listCompetitions')).json.competitions).toHaveLength(1);
    expect((await call('getCompetition', { pathParameters: { id: 'c-000000000000' } })).status).toBe(404);
  });

  it('a player gets 403 on every call, an anonymous caller 401', async () => {
    const player = signAccessToken(key, { 'cognito:groups': ['designer', 'tester'] });
    expect((await call('listCompetitions', { token: player })).status).toBe(403);
    expect((await call('getCompetition', { token: player, pathParameters: { id } })).status).toBe(403);
    expect((await call('createCompetition', { token: player, body: { competition: input } })).status).toBe(403);
    expect((await invoke(handlers.listCompetitions, apiEvent(routes.listCompetitions))).status).toBe(401);
  });
});
