import { describe, expect, it } from 'vitest';
import { backOfficeRoutePaths } from '../src/back-office-route-paths';
import { pathFor, routePaths } from '../src/route-paths';
import { routes } from '../src/routes';

const allPaths = { ...routePaths, ...backOfficeRoutePaths };
const BACK_OFFICE_ACCESS = ['designer', 'tester', 'admin'];

describe('route paths (the zod-free lists the web client builds URLs from)', () => {
  it('name exactly the calls of the route table, each call once', () => {
    expect(Object.keys(allPaths).sort()).toEqual(Object.keys(routes).sort());
    expect(Object.keys(routePaths).filter((name) => name in backOfficeRoutePaths)).toEqual([]);
  });

  it('are where each definition takes its method and path from (written once: route-def.ts `routesOf`)', () => {
    for (const [name, route] of Object.entries(routes)) expect({ method: route.method, path: route.path }, name).toEqual(allPaths[name as keyof typeof allPaths]);
  });

  it('the back-office\'s calls are listed apart, so that a player\'s page does not carry them', () => {
    const backOffice = Object.values(routes).filter((route) => BACK_OFFICE_ACCESS.includes(route.access)).map((route) => route.name);
    expect(Object.keys(backOfficeRoutePaths).sort()).toEqual(backOffice.sort());
  });

  it('builds paths from the player\'s list, or from the list given', () => {
    expect(pathFor('guess', { playId: 'a/b' })).toBe('/api/plays/a%2Fb/guesses');
    expect(() => pathFor('nope')).toThrow('The route nope does not exist');
    expect(() => pathFor('getCaddy')).toThrow('The route getCaddy does not exist');
    expect(pathFor('updateGameRefs', { id: 4 }, backOfficeRoutePaths)).toBe('/api/desk/games/4/refs');
  });
});
