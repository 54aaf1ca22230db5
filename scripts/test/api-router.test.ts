import { describe, expect, it } from 'vitest';
import { createApiRouter, MalformedPathError } from '../src/local/api-router';

const match = createApiRouter();

describe('local API router (same matching as API Gateway)', () => {
  it('matches a static path', () => {
    expect(match('GET', '/api/init')?.route.name).toBe('init');
  });

  it('extracts and decodes path parameters', () => {
    const m = match('GET', '/api/score/12/a%20b');
    expect(m?.route.name).toBe('getScore');
    expect(m?.pathParameters).toEqual({ game: '12', score: 'a b' });
  });

  it('refuses a malformed percent-escape in a path parameter as the caller\'s mistake (400, not 500)', () => {
    expect(() => match('GET', '/api/game/%E0%A4%A')).toThrow(MalformedPathError);
  });

  it('prefers the most specific route: /api/games/playground is not a theme', () => {
    expect(match('GET', '/api/games/playground')?.route.name).toBe('listPlaygroundGames');
    expect(match('GET', '/api/games/movie')?.route.name).toBe('listGamesByTheme');
    expect(match('GET', '/api/desk/question_reviews/acknowledged')?.route.name).toBe('listAcknowledgedReviews');
  });

  it('tells methods apart on one path', () => {
    expect(match('GET', '/api/score/1/x')?.route.name).toBe('getScore');
    expect(match('POST', '/api/score/1/x')?.route.name).toBe('postScore');
  });

  it('finds nothing for an unknown call or method', () => {
    expect(match('GET', '/api/nope')).toBeUndefined();
    expect(match('DELETE', '/api/init')).toBeUndefined();
    expect(match('GET', '/api/game/1/extra')).toBeUndefined();
  });
});
