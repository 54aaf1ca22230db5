import { describe, expect, it } from 'vitest';
import { averageScore, mapTheme } from '../../src/domain/games';

describe('map theme of a game (SPEC §3: movie, tv, or special/other)', () => {
  it.each([
    [['movie'], 'movie'], [['tv', 'movie'], 'tv'], [['brand', 'music'], 'special'], [['video_game'], 'special'],
  ] as const)('%j → %s', (themes, expected) => {
    expect(mapTheme([...themes])).toBe(expected);
  });
});

describe('average score (SPEC §9: scores /10 rounded to 0.1; SPEC §5: only when played)', () => {
  it.each([
    [0, 0, null], [15, 2, 7.5], [10, 3, 3.3], [20, 3, 6.7],
  ])('sum %d over %d plays → %s', (sum, count, expected) => {
    expect(averageScore(sum, count)).toBe(expected);
  });
});
