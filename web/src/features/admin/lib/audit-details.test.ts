import { COMPETITION_STATUSES, compositionStatuses, gameLanguages, gameStatuses, gameThemes, PAGE_STATUSES, PRODUCT_STATUSES, referenceTypes, ROLES } from '@quiz/shared';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/admin.json';
import fr from '../../../locales/fr/admin.json';
import { auditRows, valueText, type ValueReader } from './audit-details';

describe('audit pages: an entry\'s details as "field: before → after"', () => {
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

describe('the audit page shows values as a person reads them (docs/back-office.md "The audit page")', () => {
  const reader = (values: Record<string, Record<string, string>>): ValueReader => (field, value) => values[field]?.[String(value)];

  it('reads themes, access levels and statuses by their names, in lists and in a change; an unknown value as stored', () => {
    const read = reader(en.audit.values);
    expect(auditRows({ details: { themes: { from: ['movie'], to: ['movie', 'tv'] }, premiumLevel: { from: 0, to: 10 }, status: { from: 'test', to: 'live' }, ref: 'r03' } }, read)).toEqual([
      { kind: 'change', field: 'themes', before: 'Movies', after: 'Movies, TV' },
      { kind: 'change', field: 'premiumLevel', before: 'Free', after: 'Premium' },
      { kind: 'change', field: 'status', before: 'Test', after: 'Live' },
      { kind: 'fact', field: 'ref', value: 'r03' },
    ]);
    // A new game's settings and a person's roles, in French.
    expect(auditRows({ details: { settings: { themes: ['movie'], premiumLevel: 0, difficulty: 2 } } }, reader(fr.audit.values))).toEqual([
      { kind: 'fact', field: 'themes', value: 'Films' },
      { kind: 'fact', field: 'premiumLevel', value: 'Gratuit' },
      { kind: 'fact', field: 'difficulty', value: 'Moyen' },
    ]);
    expect(auditRows({ details: { before: ['tester'], after: ['tester', 'admin'] } }, reader(fr.audit.values))).toEqual([
      { kind: 'change', field: 'roles', before: 'Test', after: 'Test, Administration' },
    ]);
  });

  it('every theme, access level, status, language, role and reference type has its name in both languages', () => {
    const known: Record<string, readonly (string | number)[]> = {
      themes: gameThemes,
      premiumLevel: [0, 1, 10],
      status: [...new Set([...gameStatuses, ...PAGE_STATUSES, ...PRODUCT_STATUSES, ...COMPETITION_STATUSES, ...compositionStatuses])],
      difficulty: [1, 2, 3],
      language: gameLanguages,
      roles: ROLES,
      type: referenceTypes,
    };
    for (const [locale, catalogue] of [['en', en], ['fr', fr]] as const) {
      const values = catalogue.audit.values as Record<string, Record<string, string>>;
      const missing = Object.entries(known).flatMap(([field, list]) => list.filter((v) => !values[field]?.[String(v)]?.trim()).map((v) => `${field}.${v}`));
      expect(missing, locale).toEqual([]);
    }
  });
});
