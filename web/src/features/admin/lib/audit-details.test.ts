import { describe, expect, it } from 'vitest';
import { auditRows, valueText } from './audit-details';

describe('issue 22 audit pages: an entry\'s details as "field: before → after"', () => {
  it('reads a game update\'s { from, to } per field, a bilingual value per language that changed', () => {
    expect(auditRows({ details: { title: { from: { fr: 'Plage', en: 'Beach' }, to: { en: 'Sea', fr: 'Plage' } }, difficulty: { from: 2, to: 3 }, themes: { from: ['movie'], to: ['movie', 'tv'] } } })).toEqual([
      { kind: 'change', field: 'title.en', before: 'Beach', after: 'Sea' },
      { kind: 'change', field: 'difficulty', before: '2', after: '3' },
      { kind: 'change', field: 'themes', before: 'movie', after: 'movie, tv' },
    ]);
    // A map whose keys come back in another order reads the same (en before fr).
    expect(valueText({ fr: 'Plage', en: 'Beach' })).toBe('en: Beach · fr: Plage');
  });

  it('reads roles and premium before/after, keeps the reason for its own line', () => {
    expect(auditRows({ details: { before: ['tester'], after: ['tester', 'designer'], added: ['designer'], removed: [] } })).toEqual([
      { kind: 'change', field: 'roles', before: 'tester', after: 'tester, designer' },
    ]);
    expect(auditRows({ details: { reason: 'prize', days: 3, before: { premiumUntil: null }, after: { premiumUntil: '2026-12-01T00:00:00.000Z' } } })).toEqual([
      { kind: 'change', field: 'premiumUntil', before: '—', after: '2026-12-01T00:00:00.000Z' },
      { kind: 'fact', field: 'days', value: '3' },
    ]);
  });

  it('lists the fields a page or reference edit changed, and other facts', () => {
    expect(auditRows({ details: { ref: 'r03', fields: ['hints', 'zone'] } })).toEqual([
      { kind: 'fact', field: 'ref', value: 'r03' },
      { kind: 'fields', fields: ['hints', 'zone'] },
    ]);
    expect(valueText([])).toBe('—');
    expect(valueText(null)).toBe('—');
  });
});
