import { describe, expect, it } from 'vitest';
import { buildMe, remainingPremiumSeconds } from '../src/account/me';

const now = new Date('2026-11-22T12:00:00.000Z');
const identity = { sub: 'abc', username: 'google_1', groups: [] };

describe('user states (SPEC §4)', () => {
  it('is anonymous without an identity', () => {
    expect(buildMe(null, null, now)).toEqual({ isPremium: false, types: [], user: null });
  });

  it('is connected once signed in (me.user.isPlayer), with the profile name', () => {
    const me = buildMe(identity, { name: 'Ada', premiumUntil: null, premiumDuration: 0 }, now);
    expect(me.types).toEqual(['connected']);
    expect(me.user).toMatchObject({ id: 'abc', name: 'Ada', isPlayer: true, isPremium: false, premium: null });
  });

  it('falls back to the username before a profile exists', () => {
    expect(buildMe(identity, null, now).user?.name).toBe('google_1');
  });

  it('is paid while premiumUntil is in the future, with the remaining seconds', () => {
    const me = buildMe(identity, { name: 'Ada', premiumUntil: '2026-11-22T15:00:00.000Z', premiumDuration: 10_800 }, now);
    expect(me.isPremium).toBe(true);
    expect(me.types).toEqual(['connected', 'paid']);
    expect(me.user?.premium).toEqual({ remaining: 10_800, until: '2026-11-22T15:00:00.000Z', duration: 10_800 });
  });

  it('is no longer premium once premiumUntil has passed (formerly premium)', () => {
    const me = buildMe(identity, { name: 'Ada', premiumUntil: '2026-11-22T11:59:59.000Z', premiumDuration: 10_800 }, now);
    expect(me.isPremium).toBe(false);
    expect(me.types).toEqual(['connected']);
    expect(me.user?.premium?.remaining).toBe(0);
  });
});

describe('remaining premium seconds (SPEC §4: computed from premiumUntil)', () => {
  it.each([
    [null, 0],
    ['2026-11-22T12:00:30.000Z', 30],
    ['2026-11-22T12:00:30.900Z', 30],
    ['2026-11-22T11:00:00.000Z', 0],
  ])('premiumUntil %s leaves %i s', (until, seconds) => {
    expect(remainingPremiumSeconds(until, now)).toBe(seconds);
  });
});
