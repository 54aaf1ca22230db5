import { describe, expect, it } from 'vitest';
import { buildMe, remainingPremiumSeconds, userState, userStateOf } from '../src/account/me';
import { meSchema } from '../src/schemas/me';

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

  it('is paid_over once premiumUntil has passed (formerly premium: not premium, premiumUntil in the past)', () => {
    const me = buildMe(identity, { name: 'Ada', premiumUntil: '2026-11-22T11:59:59.000Z', premiumDuration: 10_800 }, now);
    expect(me.isPremium).toBe(false);
    expect(me.types).toEqual(['connected', 'paid_over']);
    expect(me.user).toMatchObject({ isPremium: false, premiumUntil: '2026-11-22T11:59:59.000Z' });
    expect(me.user?.premium).toEqual({ remaining: 0, until: '2026-11-22T11:59:59.000Z', duration: 10_800 });
  });

  it('is paid_over at the very instant premiumUntil is reached', () => {
    expect(buildMe(identity, { name: 'Ada', premiumUntil: now.toISOString(), premiumDuration: 60 }, now).types).toEqual(['connected', 'paid_over']);
  });

  it('is still paid under a second before the end, with 0 whole seconds remaining', () => {
    const me = buildMe(identity, { name: 'Ada', premiumUntil: '2026-11-22T12:00:00.400Z', premiumDuration: 60 }, now);
    expect(me.isPremium).toBe(true);
    expect(me.types).toEqual(['connected', 'paid']);
    expect(me.user?.premium?.remaining).toBe(0);
  });

  it('is never paid and paid_over at once, and never paid_over without having been premium', () => {
    for (const premiumUntil of [null, '2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']) {
      const { types } = buildMe(identity, { name: 'Ada', premiumUntil, premiumDuration: 0 }, now);
      expect(types.includes('paid') && types.includes('paid_over')).toBe(false);
      if (premiumUntil === null) expect(types).toEqual(['connected']);
    }
  });

  it('keeps the Cognito groups of the identity (back-office roles)', () => {
    expect(buildMe({ ...identity, groups: ['designer', 'admin'] }, null, now).user?.groups).toEqual(['designer', 'admin']);
  });

  it('answers what the Me schema accepts in every state', () => {
    for (const premiumUntil of [null, '2026-11-22T11:00:00.000Z', '2026-11-22T13:00:00.000Z']) {
      expect(() => meSchema.parse(buildMe(identity, { name: 'Ada', premiumUntil, premiumDuration: 3600 }, now))).not.toThrow();
    }
    expect(() => meSchema.parse(buildMe(null, null, now))).not.toThrow();
  });
});

describe('the four user states (SPEC §4: anonymous, connected, paid, paid_over)', () => {
  it.each([
    ['anonymous', null, null],
    ['connected', identity, null],
    ['paid', identity, '2026-11-22T12:00:01.000Z'],
    ['paid_over', identity, '2026-11-22T11:59:59.000Z'],
  ] as const)('%s', (state, who, premiumUntil) => {
    expect(userState(who, premiumUntil, now)).toBe(state);
    const me = buildMe(who, who ? { name: 'Ada', premiumUntil, premiumDuration: 0 } : null, now);
    expect(userStateOf(me)).toBe(state);
  });

  it('an anonymous visitor stays anonymous whatever record is passed', () => {
    expect(userState(null, '2027-01-01T00:00:00.000Z', now)).toBe('anonymous');
    expect(buildMe(null, { name: 'x', premiumUntil: '2027-01-01T00:00:00.000Z', premiumDuration: 1 }, now).isPremium).toBe(false);
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
