import { describe, expect, it } from 'vitest';
import { pathFor, routePaths } from '../src/route-paths';
import { routes } from '../src/routes';

describe('route paths (the zod-free list the web client builds URLs from)', () => {
  it('names exactly the calls of the route table', () => {
    expect(Object.keys(routePaths).sort()).toEqual(Object.keys(routes).sort());
  });

  it.each(Object.entries(routes))('%s has the same method and path in both', (name, route) => {
    expect(routePaths[name as keyof typeof routePaths]).toEqual({ method: route.method, path: route.path });
  });

  it('builds paths from the list', () => {
    expect(pathFor('guess', { playId: 'a/b' })).toBe('/api/plays/a%2Fb/guesses');
    expect(() => pathFor('nope')).toThrow('The route nope does not exist');
  });
});
