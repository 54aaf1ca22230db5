import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedInCaller } from '../../src/lib/auth';

const findUserBySub = vi.fn();
vi.mock('../../src/lib/user-directory', () => ({ findUserBySub: (sub: string) => findUserBySub(sub) }));
const getUserProfile = vi.fn();
vi.mock('../../src/data/users', () => ({ getUserProfile: (sub: string) => getUserProfile(sub) }));

const { auditActor } = await import('../../src/data/audit');
const { forgetStaffNames, staffDisplayName, withStaffName } = await import('../../src/lib/staff-name');

const caller: SignedInCaller = { kind: 'user', sub: 'sub-dana', username: 'google_123', groups: ['designer'] };

describe('docs/back-office.md "Names": the actor\'s display name, recorded at write time', () => {
  beforeEach(() => {
    forgetStaffNames();
    findUserBySub.mockReset();
    getUserProfile.mockReset();
    getUserProfile.mockResolvedValue(undefined);
  });

  it('reads the display name from the user pool once per person for ten minutes', async () => {
    findUserBySub.mockResolvedValue({ sub: 'sub-dana', name: 'Dana Designer' });
    const t = Date.UTC(2026, 10, 26);
    expect(await withStaffName(caller, t)).toEqual({ ...caller, name: 'Dana Designer' });
    await withStaffName(caller, t + 9 * 60_000);
    expect(findUserBySub).toHaveBeenCalledTimes(1);
    await withStaffName(caller, t + 11 * 60_000);
    expect(findUserBySub).toHaveBeenCalledTimes(2);
  });

  it('a pool that fails or a person without a name never blocks the write: the actor is the username only', async () => {
    findUserBySub.mockRejectedValue(new Error('ECONNREFUSED'));
    const named = await withStaffName(caller);
    expect(named).toEqual(caller);
    expect(auditActor(named)).toEqual({ sub: 'sub-dana', username: 'google_123' });
    findUserBySub.mockResolvedValue({ sub: 'sub-other', name: null });
    expect(auditActor(await withStaffName({ ...caller, sub: 'sub-other' }))).toEqual({ sub: 'sub-other', username: 'google_123' });
  });

  it('a caller already named is not looked up again; the actor keeps sub, username and name only', async () => {
    expect(await withStaffName({ ...caller, name: 'Dana' })).toEqual({ ...caller, name: 'Dana' });
    expect(findUserBySub).not.toHaveBeenCalled();
    expect(auditActor({ ...caller, name: 'Dana' })).toEqual({ sub: 'sub-dana', username: 'google_123', name: 'Dana' });
  });

  it('the nickname when the person has one, else the provider\'s name, never a sign-in id (docs/back-office.md "Names")', async () => {
    findUserBySub.mockResolvedValue({ sub: 'sub-dana', name: 'Dana Designer' });
    getUserProfile.mockResolvedValue({ sub: 'sub-dana', name: 'google_123', nickname: 'DanaD' });
    expect((await withStaffName(caller)).name).toBe('DanaD');
    // No nickname: the provider's name (the profile's own `name` starts as the sign-in id: never read).
    forgetStaffNames();
    getUserProfile.mockResolvedValue({ sub: 'sub-dana', name: 'google_123' });
    expect((await withStaffName(caller)).name).toBe('Dana Designer');
    // A pool whose name is the sign-in id, and no nickname: no name at all (the page says "Unnamed staff member").
    forgetStaffNames();
    findUserBySub.mockResolvedValue({ sub: 'sub-dana', name: 'google_123' });
    expect(await withStaffName(caller)).toEqual(caller);
    expect(staffDisplayName({ sub: 's', username: 'u', providerName: 'facebook_99887766' })).toBeUndefined();
    expect(staffDisplayName({ sub: 's', username: 'u', nickname: '  ', providerName: 'Ann' })).toBe('Ann');
    expect(staffDisplayName({ sub: 'sub-x', username: 'u', providerName: 'sub-x' })).toBeUndefined();
  });

  it('a profile that cannot be read leaves the provider\'s name; a pool that cannot be read leaves the nickname', async () => {
    findUserBySub.mockResolvedValue({ sub: 'sub-dana', name: 'Dana Designer' });
    getUserProfile.mockRejectedValue(new Error('ProvisionedThroughputExceededException'));
    expect((await withStaffName(caller)).name).toBe('Dana Designer');
    forgetStaffNames();
    findUserBySub.mockRejectedValue(new Error('ECONNREFUSED'));
    getUserProfile.mockResolvedValue({ sub: 'sub-dana', name: 'google_123', nickname: 'DanaD' });
    expect((await withStaffName(caller)).name).toBe('DanaD');
  });
});
