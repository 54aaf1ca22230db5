import { describe, expect, it } from 'vitest';
import { formatTimeLeft, premiumLeft, type TimeLeftWords } from './premium';

/** docs/premium.md "Time left": premium time left as a person reads a clock. */

const now = new Date('2026-11-29T01:00:00.000Z');
const after = (seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();
const MIN = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;
const words: TimeLeftWords = (unit, count) => `${count} ${{ days: count === 1 ? 'day' : 'days', hours: 'h', minutes: 'min' }[unit]}`;
const said = (seconds: number) => {
  const left = premiumLeft(after(seconds), now);
  return left && formatTimeLeft(left, words);
};

describe('premium time left, as a person reads it', () => {
  it('says 2 h 59 min with 2 h 59 min left (not “2 hours”), rounded down to never say more than is left', () => {
    expect(said(2 * HOUR + 59 * MIN)).toBe('2 h 59 min');
    expect(said(2 * HOUR + 59 * MIN + 59)).toBe('2 h 59 min');
    expect(premiumLeft(after(2 * HOUR + 59 * MIN + 59), now)).toEqual({ days: 0, hours: 2, minutes: 59 });
  });

  it('says the largest unit that is not zero and the one below it, leaving out a zero', () => {
    expect(said(3 * HOUR)).toBe('3 h');
    expect(said(HOUR + MIN)).toBe('1 h 1 min');
    expect(said(45 * MIN + 10)).toBe('45 min');
    expect(said(12 * DAY + HOUR + 30 * MIN)).toBe('12 days 1 h');
    expect(said(DAY + 59 * MIN)).toBe('1 day');
    expect(said(2 * DAY)).toBe('2 days');
  });

  it('says at least 1 min while any time is left, and nothing once premium is over', () => {
    expect(said(5)).toBe('1 min');
    expect(premiumLeft(after(0), now)).toBeNull();
    expect(premiumLeft(after(-HOUR), now)).toBeNull();
    expect(premiumLeft(null, now)).toBeNull();
  });
});
