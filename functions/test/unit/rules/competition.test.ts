import { describe, expect, it } from 'vitest';
import type { CompetitionInput } from '@quiz/shared';
import { checkCompetition } from '../../../src/rules/competition';

const input: CompetitionInput = {
  titles: { en: 'Cup', fr: 'Coupe' }, rules: { en: 'Rules', fr: 'Règles' }, gameIds: [1, 2],
  start: '2026-12-01T00:00', end: '2026-12-08T00:00', timeZone: 'America/New_York', status: 'draft',
};
const live = new Set([1, 2]);
const paths = (c: Partial<CompetitionInput>) => checkCompetition({ ...input, ...c }, live).issues.map((i) => i.path.join('.'));

describe('a competition\'s period (SPEC §2 /competition/{id}: a period, time zone written down)', () => {
  it('is read in its IANA time zone and stored as instants', () => {
    expect(checkCompetition(input, live)).toEqual({ issues: [], startsAt: '2026-12-01T05:00:00.000Z', endsAt: '2026-12-08T05:00:00.000Z' });
  });
  it('ends after it starts (compared as instants)', () => {
    expect(paths({ end: '2026-12-01T00:00' })).toEqual(['body.competition.end']);
    expect(paths({ end: '2026-11-30T23:59' })).toEqual(['body.competition.end']);
  });
  it('names a time zone the platform knows (Intl)', () => {
    expect(paths({ timeZone: 'Europe/Atlantis' })).toEqual(['body.competition.timeZone']);
    expect(paths({ timeZone: 'UTC' })).toEqual([]);
  });
  it('refuses a date that does not exist', () => {
    expect(paths({ start: '2026-02-30T00:00' })).toEqual(['body.competition.start']);
  });
});

describe('a competition\'s quizzes are live games', () => {
  it('names an unknown or not-live game, or one listed twice, by its place', () => {
    expect(paths({ gameIds: [1, 7, 1] })).toEqual(['body.competition.gameIds.1', 'body.competition.gameIds.2']);
  });
});
