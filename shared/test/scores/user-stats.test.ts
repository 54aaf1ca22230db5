import { describe, expect, it } from 'vitest';
import { computeUserStats, statsOfPlayedGames, statsTheme, summarisePlayedGames, type GameFacts } from '../../src/scores';
import { foundQuestion, makeScore, question, revealedQuestion } from './fixtures';

const games: Record<string, GameFacts> = {
  1: { theme: 'movie', gameReferencesCount: 3 },
  2: { theme: 'tv', gameReferencesCount: 2 },
  3: { theme: 'brand', gameReferencesCount: 2 },
};

const locked = (index: number) => question(index, { refConsumed: true, refLockedQuiz: true, errorCountQuiz: 1 });

const unlisted = makeScore({ gameId: 99, timestamp: 6, score: 10, duration: 1000, questions: [foundQuestion(1)] });

/** Five plays of three listed games, and one of a game that is not listed. */
const scores = [
  // game 1 (movie): a perfect first play, then a worse one
  makeScore({ gameId: 1, timestamp: 1, score: 10, duration: 100, questions: [foundQuestion(1), foundQuestion(2), foundQuestion(3)] }),
  makeScore({ gameId: 1, timestamp: 2, score: 3.3, duration: 50, questions: [foundQuestion(1), revealedQuestion(2), question(3)] }),
  // game 2 (tv): a hinted, unfinished first play, then a complete one
  makeScore({ gameId: 2, timestamp: 3, score: 2.5, complete: false, duration: 180, questions: [foundQuestion(1, { refHinted: true }), revealedQuestion(2)] }),
  makeScore({ gameId: 2, timestamp: 4, score: 5, duration: 120, questions: [foundQuestion(1), locked(2)] }),
  // game 3 (brand, so special): perfect at once
  makeScore({ gameId: 3, timestamp: 5, score: 10, duration: 30, questions: [foundQuestion(1), foundQuestion(2)] }),
  unlisted,
];

describe('user stats (SPEC §3)', () => {
  const stats = computeUserStats(scores, games);

  it('countGamePlayed.total counts every play', () => {
    expect(stats.countGamePlayed).toEqual({ total: 5 });
  });

  it('nbScoreMax1stPlay counts the games whose first play reached the maximum', () => {
    expect(stats.nbScoreMax1stPlay).toBe(2);
  });

  it('totalScore (total, movie, tv, special) sums each game\'s best score', () => {
    expect(stats.totalScore).toEqual({ total: 25, movie: 10, tv: 5, special: 10 });
  });

  it('countScore (total, movie, tv, special) counts each game played once', () => {
    expect(stats.countScore).toEqual({ total: 3, movie: 1, tv: 1, special: 1 });
  });

  it('playDuration sums the duration of every play', () => {
    expect(stats.playDuration).toBe(480);
  });

  it('refsConsumedSite, refsFoundSite, refsRevealedSite count each reference once over every play', () => {
    // game 1: r1-r3 found (r2 revealed later stays found); game 2: r1 found, r2 revealed then locked; game 3: r1, r2 found
    expect(stats).toMatchObject({ refsConsumedSite: 7, refsFoundSite: 6, refsRevealedSite: 1 });
  });

  it('a reference locked in QUIZ is consumed, neither found nor revealed', () => {
    const quiz = computeUserStats([makeScore({ questions: [locked(1), question(2)] })], { 1: { theme: 'tv', gameReferencesCount: 2 } });
    expect(quiz).toMatchObject({ refsConsumedSite: 1, refsFoundSite: 0, refsRevealedSite: 0 });
  });

  it('leaves out the scores of a game missing from the map', () => {
    expect(computeUserStats([unlisted], games)).toEqual(computeUserStats([], games));
  });

  it('sums tenths without binary drift', () => {
    const tenths = [0.1, 0.2].map((score, n) => makeScore({ gameId: n + 1, score }));
    expect(computeUserStats(tenths, games).totalScore.total).toBe(0.3);
  });

  it('is all zeros for a player with no score', () => {
    expect(computeUserStats([], games)).toEqual({
      countGamePlayed: { total: 0 }, nbScoreMax1stPlay: 0,
      totalScore: { total: 0, movie: 0, tv: 0, special: 0 }, countScore: { total: 0, movie: 0, tv: 0, special: 0 },
      playDuration: 0, refsConsumedSite: 0, refsFoundSite: 0, refsRevealedSite: 0,
    });
  });
});

describe('themes (SPEC §3 "Map game")', () => {
  it.each([
    ['movie', 'movie'], ['tv', 'tv'], ['special', 'special'], ['brand', 'special'], ['music', 'special'], ['video_game', 'special'], ['', 'special'],
  ])('"theme (movie, tv, or special/other)": %s counts as %s', (theme, expected) => {
    expect(statsTheme(theme)).toBe(expected);
  });
});

describe("a player's records of each quiz (init sends one a quiz, not every play: docs/adr/0023-init-split-from-the-catalogue.md)", () => {
  const records = summarisePlayedGames(scores);

  it('gives the same stats from the records as from every play (the page computes stats from either)', () => {
    expect(statsOfPlayedGames(records, games)).toEqual(computeUserStats(scores, games));
  });

  it('keeps one record a quiz: its best score in full, its plays, their time, the first play, distinct references', () => {
    expect(records.map((r) => r.gameId)).toEqual([1, 2, 3, 99]);
    expect(records[0]).toMatchObject({
      gameId: 1, best: scores[0], bestScore: 10, plays: 2, playDuration: 150,
      firstPlay: { refsFound: 3, refsHinted: 0 }, refs: { consumed: 3, found: 3, revealed: 0 },
    });
  });

  it('carries the latest play too when it is not the best (a run in parts goes on from it), and only then', () => {
    expect(records[0]?.latest).toBe(scores[1]);
    expect(records[1]?.best).toBe(scores[3]);
    expect(records[1]).not.toHaveProperty('latest');
  });

  it('leaves out a record of a game that is not listed, like the plays', () => {
    expect(statsOfPlayedGames(records.filter((r) => r.gameId === 99), games).countGamePlayed.total).toBe(0);
  });
});
