import { describe, expect, it } from 'vitest';
import { clockOffset, formatClock, secondsLeft } from './clock';
import { formatScore } from './format';

describe('the countdown clock', () => {
  const endsAt = '2030-01-01T12:03:00.000Z';
  const serverStart = Date.parse('2030-01-01T12:00:00.000Z');

  it.each([
    ['page clock right on time', 0],
    ['page clock 5 minutes behind', -300_000],
    ['page clock 2 hours ahead', 7_200_000],
  ])('reads the server’s time with the offset taken at start (%s)', (_, skew) => {
    const pageNowAtStart = serverStart + skew;
    const offset = clockOffset(new Date(serverStart).toISOString(), pageNowAtStart);
    expect(secondsLeft(endsAt, offset, pageNowAtStart)).toBe(180);
    expect(secondsLeft(endsAt, offset, pageNowAtStart + 65_500)).toBe(115);
    expect(secondsLeft(endsAt, offset, pageNowAtStart + 179_001)).toBe(1);
    expect(secondsLeft(endsAt, offset, pageNowAtStart + 180_000)).toBe(0);
    expect(secondsLeft(endsAt, offset, pageNowAtStart + 999_000)).toBe(0);
  });

  it.each([
    [180, '03:00'],
    [125, '02:05'],
    [59, '00:59'],
    [0, '00:00'],
    [-3, '00:00'],
  ])('formats %i s as %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('formatScore', () => {
  it.each([
    [7.5, 'en', '7.5'],
    [7.5, 'fr', '7,5'],
    [10, 'en', '10.0'],
    [0, 'fr', '0,0'],
  ] as const)('%d in %s reads %s', (score, locale, text) => {
    expect(formatScore(score, locale)).toBe(text);
  });
});
