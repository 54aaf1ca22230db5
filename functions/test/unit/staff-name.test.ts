import { beforeEach, describe, expect, it, vi } from 'vitest';

const findUserBySub = vi.fn();
vi.mock('../../src/lib/user-directory', () => ({ findUserBySub: (sub: string) => findUserBySub(sub) }));

const { auditActor } = await import('../../src/data/audit');
const { forgetStaffNames, withStaffName } = await import('../../src/lib/staff-name');

const caller = { kind: 'user' as const, sub: 'sub-dana', username: 'google_123', groups: ['designer'] };

describe('issue 22 audit: the actor\'s display name, recorded at write time', () => {
  beforeEach(() => {
    forgetStaffNames();
    findUserBySub.mockReset();
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

  it('an anonymous caller is left as it is; the actor keeps sub, username and name only', async () => {
    expect(await withStaffName({ kind: 'anonymous' })).toEqual({ kind: 'anonymous' });
    expect(findUserBySub).not.toHaveBeenCalled();
    expect(auditActor({ ...caller, name: 'Dana' })).toEqual({ sub: 'sub-dana', username: 'google_123', name: 'Dana' });
  });
});
