import { describe, expect, it } from 'vitest';
import { staffName } from './staff-name';

describe('docs/back-office.md "Names": a person by name, never by sign-in id', () => {
  it('shows the display name recorded with the change', () => {
    expect(staffName({ sub: 's', username: 'google_1', name: 'Dana Designer' }, 'Unnamed')).toBe('Dana Designer');
  });

  it('shows "unnamed" for a person without a name, never the username it was given', () => {
    const person = { sub: 's', username: 'google_148106000272642497643' };
    expect(staffName(person, 'Unnamed staff member')).toBe('Unnamed staff member');
    expect(staffName({ ...person, name: '  ' }, 'Unnamed staff member')).toBe('Unnamed staff member');
  });

  it('never shows a sign-in id recorded as a name (an old entry, a provider that gave none)', () => {
    const person = { sub: 'sub-1', username: 'google_148106000272642497643' };
    expect(staffName({ ...person, name: 'google_148106000272642497643' }, 'Unnamed')).toBe('Unnamed');
    expect(staffName({ ...person, name: 'facebook_1020304050' }, 'Unnamed')).toBe('Unnamed');
    expect(staffName({ ...person, name: 'sub-1' }, 'Unnamed')).toBe('Unnamed');
    expect(staffName({ ...person, name: 'Google Fan' }, 'Unnamed')).toBe('Google Fan');
  });
});
