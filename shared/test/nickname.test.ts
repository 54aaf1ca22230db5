import { describe, expect, it } from 'vitest';
import { NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, nicknameProblem, normalizeNickname } from '../src/nickname';

describe('nickname normalisation', () => {
  it('trims and collapses inner white space to one space', () => {
    expect(normalizeNickname('  Ana \t  la\n Reine  ')).toBe('Ana la Reine');
  });
  it('writes the typographic apostrophe as \' and composes accents (NFC)', () => {
    expect(normalizeNickname('L’As du quiz')).toBe("L'As du quiz");
    expect(normalizeNickname('Cle\u0301o')).toBe('Cléo');
  });
});

describe('nickname rules', () => {
  it(`length rule: ${NICKNAME_MIN_LENGTH} to ${NICKNAME_MAX_LENGTH} characters, counted as characters (not UTF-16 units)`, () => {
    expect(nicknameProblem('ab')).toBe('too_short');
    expect(nicknameProblem('abc')).toBeNull();
    expect(nicknameProblem('a'.repeat(24))).toBeNull();
    expect(nicknameProblem('a'.repeat(25))).toBe('too_long');
    expect(nicknameProblem('日本語')).toBeNull();
  });
  it('characters rule: Unicode letters, digits, spaces, - _ . \' only', () => {
    for (const ok of ['Zoé-Marie', "O'Brien 2", 'Ünal_K.', 'Ελένη', 'Иван 99', 'جميل']) expect(nicknameProblem(ok), ok).toBeNull();
    for (const bad of ['Ana <b>', 'Bo!!', 'a/b/c', 'emoji 😀', 'x#y', 'tab\u200bzero']) expect(nicknameProblem(bad), bad).toBe('characters');
  });
  it('email rule: never something that looks like an email address', () => {
    expect(nicknameProblem('ana@example.com')).toBe('email');
    expect(nicknameProblem('ana@mail')).toBe('email');
    expect(nicknameProblem('ana [at] mail.fr')).toBe('email');
  });
  it('url rule: never something that looks like a web address', () => {
    for (const url of ['www.example', 'http://x.y', 'best-quiz.com', 'Visit my.site.fr', 'x.io']) expect(nicknameProblem(url), url).toBe('url');
    // Initials and dots that are no domain stay allowed.
    for (const ok of ['J.R.R. Tolkien', 'Dr.Who', 'A. Dupont']) expect(nicknameProblem(ok), ok).toBeNull();
  });
  it('username rule: never a sign-in username (google_…, facebook_…, signinwithapple_…) nor the caller\'s own', () => {
    expect(nicknameProblem('google_1234567')).toBe('username');
    expect(nicknameProblem('Facebook_998')).toBe('username');
    expect(nicknameProblem('signinwithapple_x1')).toBe('username');
    expect(nicknameProblem('dana_smith', 'Dana_Smith')).toBe('username');
    expect(nicknameProblem('google 1234567')).toBe('username');
    expect(nicknameProblem('Google fan')).toBeNull();
    expect(nicknameProblem('Googler')).toBeNull();
  });
});
