import { describe, expect, it } from 'vitest';
import { completionPercent, computeDisplayStats, type UserStats } from '../../src/scores';

const stats: UserStats = {
  countGamePlayed: { total: 4 },
  nbScoreMax1stPlay: 1,
  totalScore: { total: 22.5, movie: 15, tv: 7.5, special: 0 },
  countScore: { total: 3, movie: 2, tv: 1, special: 0 },
  playDuration: 500,
  refsConsumedSite: 50,
  refsFoundSite: 40,
  refsRevealedSite: 6,
};
const site = { refsTotal: 460 };

describe('computed display stats (SPEC §3)', () => {
  it('gives every stat and its string in English', () => {
    expect(computeDisplayStats(stats, site, 'en')).toStrictEqual({
      NB_QUIZ_PLAYED: 3, NB_QUIZ_PLAYED_STR: '3',
      NB_GAME_PLAYED: 4, NB_GAME_PLAYED_STR: '4',
      NB_SCOREMAX_1ST_PLAY: 1, NB_SCOREMAX_1ST_PLAY_STR: '1',
      AVERAGE_SCORE: 7.5, AVERAGE_SCORE_STR: '7.5 / 10',
      AVERAGE_SCORE_MOVIES: 7.5, AVERAGE_SCORE_MOVIES_STR: '7.5 / 10',
      AVERAGE_SCORE_SHOWS: 7.5, AVERAGE_SCORE_SHOWS_STR: '7.5 / 10',
      AVERAGE_TIME: 125, AVERAGE_TIME_STR: '2 MIN 5 SEC',
      NB_REFS_SITE_CONSUMED: 50, NB_REFS_SITE_CONSUMED_STR: '50',
      NB_REFS_TOTAL: 460, NB_REFS_TOTAL_STR: '460',
      NB_REFS_FOUND: 40, NB_REFS_FOUND_STR: '40',
      NB_REFS_REVEALED: 6, NB_REFS_REVEALED_STR: '6',
      COMPLETION_PERCENT: 10.9, COMPLETION_PERCENT_STR: '10.9%',
    });
  });

  it.each([
    ['en', '7.5 / 10'],
    ['fr', '7,5 / 10'],
  ] as const)('"AVERAGE_SCORE (shown \'x / 10\')" in %s: %s', (locale, shown) => {
    expect(computeDisplayStats(stats, site, locale).AVERAGE_SCORE_STR).toBe(shown);
  });

  it('rounds an average to 0.1 (SPEC §9) and shows a whole one without decimals', () => {
    const thirds = { ...stats, totalScore: { ...stats.totalScore, total: 20 }, countScore: { ...stats.countScore, total: 3 } };
    expect(computeDisplayStats(thirds, site, 'en')).toMatchObject({ AVERAGE_SCORE: 6.7, AVERAGE_SCORE_STR: '6.7 / 10' });
    const whole = { ...stats, totalScore: { ...stats.totalScore, total: 21 } };
    expect(computeDisplayStats(whole, site, 'fr').AVERAGE_SCORE_STR).toBe('7 / 10');
  });

  it('"AVERAGE_TIME (shown \'m MIN s SEC\')": seconds per play', () => {
    const short = { ...stats, playDuration: 178, countGamePlayed: { total: 4 } };
    expect(computeDisplayStats(short, site, 'fr')).toMatchObject({ AVERAGE_TIME: 45, AVERAGE_TIME_STR: '0 MIN 45 SEC' });
  });

  it('"Averages are computed only if the related play count is above 0, else omitted"', () => {
    const shown = computeDisplayStats(stats, site, 'en');
    expect(shown).not.toHaveProperty('AVERAGE_SCORE_SPECIALS');
    expect(shown).not.toHaveProperty('AVERAGE_SCORE_SPECIALS_STR');
    const none = computeDisplayStats(
      { ...stats, countGamePlayed: { total: 0 }, countScore: { total: 0, movie: 0, tv: 0, special: 0 } }, site, 'en',
    );
    for (const key of ['AVERAGE_SCORE', 'AVERAGE_SCORE_MOVIES', 'AVERAGE_SCORE_SHOWS', 'AVERAGE_SCORE_SPECIALS', 'AVERAGE_TIME']) {
      expect(none).not.toHaveProperty(key);
      expect(none).not.toHaveProperty(`${key}_STR`);
    }
  });

  it('NB_REFS_TOTAL comes from the site stats; counts are written the way each language writes them', () => {
    const big = { refsTotal: 12_345 };
    expect(computeDisplayStats(stats, big, 'en')).toMatchObject({ NB_REFS_TOTAL: 12_345, NB_REFS_TOTAL_STR: '12,345' });
    // French groups and spaces with a no-break space whose exact kind depends on the ICU version.
    expect(computeDisplayStats(stats, big, 'fr').NB_REFS_TOTAL_STR).toMatch(/^12\s345$/);
    expect(computeDisplayStats(stats, site, 'fr').COMPLETION_PERCENT_STR).toMatch(/^10,9\s%$/);
  });
});

describe('completion percent (SPEC §5)', () => {
  it.each([
    [50, 460, 10.9],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [460, 460, 100],
    [0, 460, 0],
    [5, 0, 0],
  ])('"Completion percent = consumed refs / total refs x 100, rounded to one decimal, 0 if total is 0": %i / %i -> %d', (consumed, total, percent) => {
    expect(completionPercent(consumed, total)).toBe(percent);
  });
});
