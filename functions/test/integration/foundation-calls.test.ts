import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { CATALOGUE_CACHE_CONTROL, routes } from '@quiz/shared';
import type { LambdaHandler } from '../../src/lib/http';
import { apiEvent, invoke } from '../helpers/events';
import { useIntegrationTable } from '../helpers/integration';
import { seedFixture } from '../helpers/seed-fixture';
import { createSigningKey, signAccessToken, verifierTrusting } from '../helpers/tokens';
import { loadSeed } from '../../../scripts/src/seed/load-seed';

const key = createSigningKey();
const otherKey = createSigningKey();
let handlers: Record<'init' | 'catalogue' | 'listGames' | 'listGamesByTheme' | 'me' | 'ping' | 'geo' | 'pushSession' | 'startPlay' | 'getCaddy' | 'persistCookie', LambdaHandler>;

beforeAll(async () => {
  const { db, tableName } = await useIntegrationTable();
  await loadSeed(db, tableName, mkdtempSync(path.join(tmpdir(), 'quiz-images-')), seedFixture(path.join(import.meta.dirname, '../fixtures/plain.svg')));
  await db.send(new PutCommand({
    TableName: tableName,
    Item: { pk: 'USER#user-123', sk: 'PROFILE', sub: 'user-123', name: 'Ada', premiumUntil: null, premiumDuration: 0, version: 1 },
  }));
  const { setVerifierForTests } = await import('../../src/lib/auth');
  setVerifierForTests(verifierTrusting(key));
  handlers = {
    init: (await import('../../src/handlers/init')).handler,
    catalogue: (await import('../../src/handlers/catalogue')).handler,
    listGames: (await import('../../src/handlers/listGames')).handler,
    listGamesByTheme: (await import('../../src/handlers/listGamesByTheme')).handler,
    me: (await import('../../src/handlers/me')).handler,
    ping: (await import('../../src/handlers/ping')).handler,
    geo: (await import('../../src/handlers/geo')).handler,
    pushSession: (await import('../../src/handlers/pushSession')).handler,
    startPlay: (await import('../../src/handlers/startPlay')).handler,
    getCaddy: (await import('../../src/handlers/getCaddy')).handler,
    persistCookie: (await import('../../src/handlers/persistCookie')).handler,
  };
});

describe('GET /api/catalogue (SPEC §3 init response: games, gamesCount, siteStats)', () => {
  it('lists the live games in English by default, in number order, with the site total of references', async () => {
    const { status, json } = await invoke(handlers.catalogue, apiEvent(routes.catalogue));
    expect(status).toBe(200);
    expect(Object.keys(json.games)).toEqual(['1', '2']);
    expect(json.games['1']).toMatchObject({ gameId: 1, title: 'Quiz 1 in English', slug: 'quiz-1', theme: 'movie', gameReferencesCount: 2, playedCount: 0, averageScore: null });
    expect(json.games['2'].theme).toBe('special');
    expect(json.gamesCount).toBe(2);
    expect(json.siteStats).toEqual({ refsTotal: 5, playedCount: 0 });
  });

  it('gives each game its public uuid (SPEC §2 /frag/quiz_slide/{uuid}) and its picture\'s sized copies, keeping thumbnail as it was', async () => {
    const { json } = await invoke(handlers.catalogue, apiEvent(routes.catalogue));
    expect(json.games['1']).toMatchObject({
      uuid: '00000000-0000-4000-8000-000000000001',
      thumbnail: expect.stringMatching(/^\/images\/[0-9a-f]{16}\.svg$/),
      // A vector drawing keeps no card copies; its link preview is a 1200-px JPEG.
      thumbnailVariants: { widths: [], share: { src: expect.stringMatching(/^\/images\/[0-9a-f]{16}-1200w\.v1\.jpg$/), width: 1200, height: 750 } },
    });
  });

  it('answers in French with l=fr', async () => {
    const { json } = await invoke(handlers.catalogue, apiEvent(routes.catalogue, { query: { l: 'fr' } }));
    expect(json.games['1']).toMatchObject({ title: 'Quiz 1 en français', slug: 'quiz-1-fr' });
  });

  it('never lists a game that is not live', async () => {
    const { json } = await invoke(handlers.catalogue, apiEvent(routes.catalogue));
    expect(json.games['3']).toBeUndefined();
  });

  it('refuses an unsupported locale with a 400 naming query.l', async () => {
    const { status, json } = await invoke(handlers.catalogue, apiEvent(routes.catalogue, { query: { l: 'de' } }));
    expect(status).toBe(400);
    expect(json.error.code).toBe('validation_failed');
    expect(json.error.issues.map((i: { path: string[] }) => i.path)).toEqual([['query', 'l']]);
  });

  it(`is cacheable by CloudFront and the browser (Cache-Control ${CATALOGUE_CACHE_CONTROL}); its errors are not`, async () => {
    expect((await invoke(handlers.catalogue, apiEvent(routes.catalogue))).headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
    expect((await invoke(handlers.catalogue, apiEvent(routes.catalogue, { query: { l: 'de' } }))).headers['cache-control']).toBe('no-store');
  });

  it('is the same document for every caller: a signed-in player, another, or nobody (nothing personal in it)', async () => {
    const bodies = await Promise.all(
      [undefined, signAccessToken(key), signAccessToken(key, { sub: 'someone-else' })].map(async (token) =>
        (await handlers.catalogue(apiEvent(routes.catalogue, { token, cookies: token ? ['quiz_player=secret'] : undefined }), {} as never)).body),
    );
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).not.toMatch(/user-123|Ada|someone-else|"me"|"scores"|"played"/);
  });
});

describe('GET /api/games and GET /api/games/{theme} (SPEC §7 listing calls; docs/game.md "Listing calls")', () => {
  it('lists every live game in one language, newest first, as the catalogue shows it (never a game in test)', async () => {
    const { status, json } = await invoke(handlers.listGames, apiEvent(routes.listGames, { query: { l: 'fr' } }));
    expect(status).toBe(200);
    expect(json.games.map((g: { gameId: number }) => g.gameId)).toEqual([2, 1]);
    expect(json.gamesCount).toBe(2);
    const catalogue = (await invoke(handlers.catalogue, apiEvent(routes.catalogue, { query: { l: 'fr' } }))).json;
    expect(json.games[1]).toEqual(catalogue.games['1']);
  });

  it('lists by theme only the live games naming that theme; a theme with none is an empty list, not a 404', async () => {
    const music = await invoke(handlers.listGamesByTheme, apiEvent(routes.listGamesByTheme, { pathParameters: { theme: 'music' } }));
    expect(music.status).toBe(200);
    expect(music.json.games.map((g: { gameId: number }) => g.gameId)).toEqual([2]);
    // Game 3 is a tv game in test: not listed.
    const tv = await invoke(handlers.listGamesByTheme, apiEvent(routes.listGamesByTheme, { pathParameters: { theme: 'tv' } }));
    expect(tv.json).toEqual({ games: [], gamesCount: 0 });
  });

  it('refuses an unknown theme and an unsupported locale with a 400 naming the field', async () => {
    const theme = await invoke(handlers.listGamesByTheme, apiEvent(routes.listGamesByTheme, { pathParameters: { theme: 'western' } }));
    expect(theme.status).toBe(400);
    expect(theme.json.error.issues.map((i: { path: string[] }) => i.path)).toEqual([['params', 'theme']]);
    const locale = await invoke(handlers.listGames, apiEvent(routes.listGames, { query: { l: 'de' } }));
    expect(locale.status).toBe(400);
    expect(locale.headers['cache-control']).toBe('no-store');
  });

  it(`is cacheable like the catalogue (${CATALOGUE_CACHE_CONTROL}) and the same document for every caller`, async () => {
    const bodies = await Promise.all([undefined, signAccessToken(key)].map(async (token) => {
      const answer = await invoke(handlers.listGamesByTheme, apiEvent(routes.listGamesByTheme, { pathParameters: { theme: 'movie' }, token }));
      expect(answer.headers['cache-control']).toBe(CATALOGUE_CACHE_CONTROL);
      return JSON.stringify(answer.json);
    }));
    expect(new Set(bodies).size).toBe(1);
  });
});

describe('GET /api/init (SPEC §7 api_init: the caller\'s part)', () => {
  it('answers an anonymous visitor with me and no records, and no games (the catalogue is its own call)', async () => {
    const { status, json, headers } = await invoke(handlers.init, apiEvent(routes.init));
    expect(status).toBe(200);
    expect(json).toEqual({ me: { isPremium: false, types: [], user: null }, played: [] });
    expect(headers['cache-control']).toBe('no-store');
  });

  it('refuses an unsupported locale with a 400 naming query.l', async () => {
    const { status, json } = await invoke(handlers.init, apiEvent(routes.init, { query: { l: 'de' } }));
    expect(status).toBe(400);
    expect(json.error.issues.map((i: { path: string[] }) => i.path)).toEqual([['query', 'l']]);
  });

  it('carries the signed-in player in me', async () => {
    const { json } = await invoke(handlers.init, apiEvent(routes.init, { token: signAccessToken(key) }));
    expect(json.me).toMatchObject({ types: ['connected'], user: { id: 'user-123', name: 'Ada', isPlayer: true } });
  });
});

describe('GET /api/me and the ping (optional sign-in)', () => {
  it('answers an anonymous visitor without a token', async () => {
    const { status, json } = await invoke(handlers.me, apiEvent(routes.me));
    expect(status).toBe(200);
    expect(json.user).toBeNull();
  });

  it('answers the signed-in player with a valid access token', async () => {
    const { json } = await invoke(handlers.ping, apiEvent(routes.ping, { token: signAccessToken(key, { 'cognito:groups': ['designer'] }) }));
    expect(json.user).toMatchObject({ id: 'user-123', groups: ['designer'] });
  });

  it.each([
    ['expired', () => signAccessToken(key, { exp: Math.floor(Date.now() / 1000) - 60 })],
    ['signed by another key', () => signAccessToken(otherKey)],
    ['for another client', () => signAccessToken(key, { client_id: 'someone-else' })],
    ['an ID token', () => signAccessToken(key, { token_use: 'id' })],
    ['garbage', () => 'not.a.token'],
  ])('reads a token that is %s as anonymous', async (_, token) => {
    const { status, json } = await invoke(handlers.me, apiEvent(routes.me, { token: token() }));
    expect(status).toBe(200);
    expect(json.user).toBeNull();
  });
});

describe('GET /api/geo (currency from CloudFront viewer country, EUR by default)', () => {
  it.each([
    ['FR', 'EUR'], ['US', 'USD'], ['GB', 'GBP'], ['CH', 'CHF'], ['CA', 'CAD'], ['JP', 'EUR'], [undefined, 'EUR'],
  ])('country %s pays in %s', async (country, currency) => {
    const headers: Record<string, string> = country ? { 'cloudfront-viewer-country': country } : {};
    const { json } = await invoke(handlers.geo, apiEvent(routes.geo, { headers }));
    expect(json).toEqual({ currency });
  });
});

describe('access and bad input on calls built later', () => {
  it('answers 401 without a token on a signed-in call', async () => {
    const { status, json } = await invoke(handlers.pushSession, apiEvent(routes.pushSession, { body: { refreshToken: 'a-refresh-token-0123456789' } }));
    expect(status).toBe(401);
    expect(json.error.code).toBe('unauthorized');
  });

  it('answers 401 with an expired token on a signed-in call', async () => {
    const token = signAccessToken(key, { exp: Math.floor(Date.now() / 1000) - 1 });
    const { status } = await invoke(handlers.pushSession, apiEvent(routes.pushSession, { token, body: { refreshToken: 'a-refresh-token-0123456789' } }));
    expect(status).toBe(401);
  });

  it('answers 403 to a player without the role on a back-office call, its answer with it', async () => {
    expect((await invoke(handlers.getCaddy, apiEvent(routes.getCaddy, { token: signAccessToken(key) }))).status).toBe(403);
    const designer = signAccessToken(key, { 'cognito:groups': ['designer'] });
    const { status, json } = await invoke(handlers.getCaddy, apiEvent(routes.getCaddy, { token: designer }));
    expect(status).toBe(200);
    expect(json).toEqual({ responses: [], version: 0 });
  });

  it('validates the body before answering', async () => {
    const { status, json } = await invoke(handlers.persistCookie, apiEvent(routes.persistCookie, { body: { cookie: 5, extra: 1 } }));
    expect(status).toBe(400);
    expect(json.error.issues.map((i: { path: string[] }) => i.path)).toEqual([['body', 'cookie']]);
    const valid = await invoke(handlers.persistCookie, apiEvent(routes.persistCookie, { body: { cookie: 'abc' } }));
    expect(valid.status).toBe(200);
  });

  it('answers 400 invalid_json to a malformed JSON body', async () => {
    const { status, json } = await invoke(handlers.startPlay, apiEvent(routes.startPlay, { body: '{"gameId": 1' }));
    expect(status).toBe(400);
    expect(json.error.code).toBe('invalid_json');
  });

  it('answers 400 to a missing body', async () => {
    const { status, json } = await invoke(handlers.startPlay, apiEvent(routes.startPlay));
    expect(status).toBe(400);
    expect(json.error.issues[0].path).toEqual(['body']);
  });
});
