import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CATALOGUE_CACHE_CONTROL, routes, TABLE, type MenuItem, type Page } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { menuItemItem, pageItem } from '../../src/data/pages';
import { apiEvent, invoke } from '../helpers/events';
import { useUnitEnvironment } from '../helpers/unit-env';

const dynamo = mockClient(DynamoDBDocumentClient);
let listPages: LambdaHandler;
let listMenu: LambdaHandler;

const page = (overrides: Partial<Page>): Page => ({
  id: 'terms-of-use-en', translationKey: 'terms-of-use', type: 'page', status: 'published', locale: 'en', path: '/en/terms-of-use',
  title: 'Terms of use', description: 'Rules', body: [{ kind: 'paragraph', content: ['Play fair.'] }], version: 3, updatedAt: '2026-11-20T09:00:00.000Z',
  ...overrides,
});
const terms = [page({}), page({ id: 'terms-of-use-fr', locale: 'fr', path: '/fr/conditions-generales-utilisation', title: "Conditions d'utilisation" })];

beforeAll(async () => {
  useUnitEnvironment();
  listPages = (await import('../../src/handlers/listPages')).handler;
  listMenu = (await import('../../src/handlers/listMenu')).handler;
});

beforeEach(() => dynamo.reset());

describe('GET /api/pages/{type} (SPEC §7; SPEC §3 page types and statuses)', () => {
  it('reads the published listing only (gsi1 PAGES#published), of the type asked for: a draft is never even read', async () => {
    dynamo.on(QueryCommand).resolves({ Items: terms.map(pageItem) });
    await invoke(listPages, apiEvent(routes.listPages, { pathParameters: { type: 'page' } }));
    const input = dynamo.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(input.IndexName).toBe(TABLE.gsi1.name);
    expect(input.ExpressionAttributeValues).toEqual({ ':pk': 'PAGES#published', ':type': 'page#' });
  });

  it('answers the pages in English by default (SPEC §9 default locale en), with their translations, public and cacheable', async () => {
    dynamo.on(QueryCommand).resolves({ Items: terms.map(pageItem) });
    const { status, json, headers } = await invoke(listPages, apiEvent(routes.listPages, { pathParameters: { type: 'page' } }));
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    expect(json.pages).toHaveLength(1);
    expect(json.pages[0]).toMatchObject({ id: 'terms-of-use-en', path: '/en/terms-of-use', translations: { fr: '/fr/conditions-generales-utilisation' } });
    expect(json.pages[0]).not.toHaveProperty('status');
    expect(json.pages[0]).not.toHaveProperty('pk');
  });

  it('answers in French with l=fr', async () => {
    dynamo.on(QueryCommand).resolves({ Items: terms.map(pageItem) });
    const { json } = await invoke(listPages, apiEvent(routes.listPages, { pathParameters: { type: 'page' }, query: { l: 'fr' } }));
    expect(json.pages.map((p: { path: string }) => p.path)).toEqual(['/fr/conditions-generales-utilisation']);
  });

  it('refuses a type that SPEC §3 does not list with a 400 naming the types, before any read', async () => {
    const { status, json, headers } = await invoke(listPages, apiEvent(routes.listPages, { pathParameters: { type: 'blog' } }));
    expect(status).toBe(400);
    expect(headers['cache-control']).toBe('no-store');
    expect(json.error.issues[0]).toMatchObject({ path: ['params', 'type'] });
    expect(json.error.issues[0].message).toMatch(/page.*theme.*multi_themes.*redirect.*stripe_success.*stripe_cancel/);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });
});

describe('GET /api/menu (SPEC §3 menu item type: link or page)', () => {
  it('lists the items of the language in order, page items at their published page, a draft\'s item left out', async () => {
    const items: MenuItem[] = [
      { id: 'terms', type: 'page', locale: 'en', label: 'Terms', target: 'terms-of-use', order: 20, version: 1, updatedAt: '2026-11-20T09:00:00.000Z' },
      { id: 'kit', type: 'page', locale: 'en', label: 'Press kit', target: 'press-kit', order: 5, version: 1, updatedAt: '2026-11-20T09:00:00.000Z' },
      { id: 'more', type: 'link', locale: 'en', label: 'More quizzes', target: '/en/more-quiz', order: 10, version: 1, updatedAt: '2026-11-20T09:00:00.000Z' },
    ];
    dynamo.on(QueryCommand, { IndexName: TABLE.gsi1.name }).resolves({ Items: terms.map(pageItem) });
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'MENU', ':locale': 'en#' } }).resolves({ Items: items.map(menuItemItem) });
    const { status, json, headers } = await invoke(listMenu, apiEvent(routes.listMenu));
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    expect(json.items).toEqual([
      { id: 'more', label: 'More quizzes', href: '/en/more-quiz' },
      { id: 'terms', label: 'Terms', href: '/en/terms-of-use' },
    ]);
  });
});
