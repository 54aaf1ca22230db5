import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { pathFor, routeList, routes } from '../src/routes';
import { flagSchema, localeQuerySchema } from '../src/schemas/common';

describe('the route table', () => {
  it('has unique names and unique method + path pairs, all under /api', () => {
    expect(new Set(routeList.map((r) => r.name)).size).toBe(routeList.length);
    expect(new Set(routeList.map((r) => `${r.method} ${r.path}`)).size).toBe(routeList.length);
    for (const r of routeList) expect(r.path).toMatch(/^\/api\//);
  });

  it('keys every entry by its own name', () => {
    for (const [key, r] of Object.entries(routes)) expect(r.name).toBe(key);
  });

  it('declares a schema for every path parameter', () => {
    for (const r of routeList) {
      const names = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const shape = (r.params as z.ZodMiniObject).shape as Record<string, unknown>;
      expect(Object.keys(shape).sort(), r.name).toEqual(names.sort());
    }
  });

  it('holds the calls of SPEC §7 and the play calls', () => {
    const paths = routeList.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/init', 'GET /api/me', 'GET /api/geo', 'GET /api/ping', 'POST /api/post_scores', 'GET /api/game/{id}',
      'GET /api/playground/{uuid}', 'POST /api/persist_cookie', 'POST /api/push_session', 'POST /api/check_pushed_session',
      'POST /api/consume_pushed_session', 'POST /api/purchase/{type}', 'POST /api/purchase/{type}/{ref}',
      'GET /api/purchases/{purchase}', 'GET /api/score/{game}/{score}', 'POST /api/score/{game}/{score}',
      'POST /api/challenge/{game}/{friend}', 'GET /api/challenges/{hash}',
      'POST /api/challenges/{hash}/answer', 'GET /api/challenges', 'GET /api/games/playground',
      'GET /api/game_responses', 'GET /api/games', 'GET /api/games/{theme}', 'GET /api/products', 'GET /api/product/{id}',
      'GET /api/premium/games', 'GET /api/pages/{type}', 'POST /api/messenger/bind', 'POST /api/optin/{optin}',
      'POST /api/plays', 'POST /api/plays/{playId}/guesses', 'POST /api/plays/{playId}/hints',
      'POST /api/plays/{playId}/reveals', 'GET /api/plays/{playId}/solution',
    ]) {
      expect(paths).toContain(expected);
    }
  });
});

describe('route generation (SPEC §8 messages)', () => {
  it('builds a path with encoded parameters', () => {
    expect(pathFor('getGame', { id: 12 })).toBe('/api/game/12');
    expect(pathFor('getScore', { game: 1, score: 'a b' })).toBe('/api/score/1/a%20b');
  });

  it("throws 'The route {name} does not exist'", () => {
    expect(() => pathFor('nope')).toThrow('The route nope does not exist');
  });

  it("throws 'requires the parameter {p}'", () => {
    expect(() => pathFor('getGame')).toThrow('The route getGame requires the parameter id');
  });
});

describe('request rules', () => {
  it.each([
    [true, true], [1, true], ['1', true], [false, false], [0, false], ['true', false], ['0', false], [undefined, false],
  ])('flags read as true only for true, 1 or "1" (SPEC §5): %s → %s', (input, expected) => {
    expect(flagSchema.parse(input)).toBe(expected);
  });

  it('the locale query defaults to en and accepts fr (SPEC §7 api_init)', () => {
    expect(localeQuerySchema.parse({})).toEqual({ l: 'en' });
    expect(localeQuerySchema.parse({ l: 'fr' })).toEqual({ l: 'fr' });
    expect(localeQuerySchema.safeParse({ l: 'es' }).success).toBe(false);
  });
});
