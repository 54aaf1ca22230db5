import { describe, expect, it } from 'vitest';
import { isTimeZone, zonedToInstant } from '../src/zoned-time';

describe('wall-clock times in an IANA time zone (competitions: the period in its time zone)', () => {
  it('reads a time as the zone\'s clock shows it, winter and summer', () => {
    expect(zonedToInstant('2026-12-01T18:00', 'Europe/Paris')).toBe('2026-12-01T17:00:00.000Z');
    expect(zonedToInstant('2026-07-01T18:00', 'Europe/Paris')).toBe('2026-07-01T16:00:00.000Z');
    expect(zonedToInstant('2026-07-01T00:00', 'America/New_York')).toBe('2026-07-01T04:00:00.000Z');
    expect(zonedToInstant('2026-07-01T00:00', 'UTC')).toBe('2026-07-01T00:00:00.000Z');
  });
  it('a time repeated when clocks go back is its first occurrence; a skipped one lands after the change', () => {
    expect(zonedToInstant('2026-10-25T02:30', 'Europe/Paris')).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedToInstant('2026-03-29T02:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
  });
  it('refuses an unknown zone or a date that does not exist', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(zonedToInstant('2026-02-30T00:00', 'UTC')).toBeNull();
    expect(zonedToInstant('2026-12-01 18:00', 'UTC')).toBeNull();
  });
});
