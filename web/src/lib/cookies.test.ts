import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie by its whole name, decoded, among others', () => {
    const cookies = 'localeX=fr; locale=en; gameDatas=a%2Bb';
    expect(readCookie('locale', cookies)).toBe('en');
    expect(readCookie('gameDatas', cookies)).toBe('a+b');
  });

  it('answers null for a cookie the page does not have, and an empty string for an emptied one', () => {
    expect(readCookie('locale', 'gameDatas=x')).toBeNull();
    expect(readCookie('gameDatas', 'gameDatas=')).toBe('');
  });
});
