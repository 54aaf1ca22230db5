import { describe, expect, it } from 'vitest';
import { localeOfPath, safeReturnPath } from './return-path';

const ORIGIN = 'https://quiz.example';

describe('safeReturnPath: where a sign-in may come back to', () => {
  it.each([
    ['/fr', '/fr'],
    ['/quiz/en/movie-night', '/quiz/en/movie-night'],
    ['/en?theme=movie#quizzes', '/en?theme=movie#quizzes'],
    ['/menu/fr', '/menu/fr'],
    // Normalised by the URL parser, still on this site.
    ['/quiz/en/../../fr', '/fr'],
    ['/quiz/en/caf%C3%A9', '/quiz/en/caf%C3%A9'],
  ])('accepts the path %s of this site', (value, expected) => {
    expect(safeReturnPath(value, ORIGIN)).toBe(expected);
  });

  it.each([
    ['another site', 'https://evil.example/fr'],
    ['this site by its full URL (only paths are expected)', 'https://quiz.example/fr'],
    ['a protocol-relative URL', '//evil.example/fr'],
    ['a protocol-relative URL with a backslash', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['a tab inside the scheme-relative prefix', '/\t/evil.example'],
    ['a newline', '/fr\n//evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'fr/boutique'],
    ['an empty string', ''],
    ['a too long path', `/${'a'.repeat(3000)}`],
    ['the sign-in page itself (a loop)', '/connect/google?returnTo=/fr'],
    ['the callback (a replayed code)', '/auth-success?code=abc&state=xyz'],
    ['the sign-out page', '/logout'],
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value, ORIGIN)).toBeNull();
  });

  it.each([[null], [undefined], [42], [['/fr']], [{ href: '/fr' }]])('refuses a non-string (%j)', (value) => {
    expect(safeReturnPath(value, ORIGIN)).toBeNull();
  });
});

describe('localeOfPath', () => {
  it.each([
    ['/fr', 'fr'],
    ['/en?theme=tv#quizzes', 'en'],
    ['/menu/fr', 'fr'],
    ['/quiz/en/movie-night', 'en'],
    ['/404/fr', 'fr'],
    ['/quiz/xx/en', null],
    ['/', null],
    [null, null],
  ])('reads the language of %s as %s', (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });
});
