import { SCORE_SCALE } from '../constants';
import type { Locale } from '../schemas/common';
import type { UserStats } from './user-stats';

/**
 * SPEC §3 "Computed display stats": the numbers a profile page shows, and each as a string ready to
 * show in the player's language (`_STR`). Computed here, not in the page, so that every screen and
 * both languages agree.
 */

export interface DisplayStatValues {
  NB_QUIZ_PLAYED: number;
  NB_GAME_PLAYED: number;
  NB_SCOREMAX_1ST_PLAY: number;
  /** Averages are /10 rounded to 0.1, absent when nothing was played (SPEC §5). */
  AVERAGE_SCORE?: number;
  AVERAGE_SCORE_MOVIES?: number;
  AVERAGE_SCORE_SHOWS?: number;
  AVERAGE_SCORE_SPECIALS?: number;
  /** Seconds per play, rounded to the second. */
  AVERAGE_TIME?: number;
  NB_REFS_SITE_CONSUMED: number;
  NB_REFS_TOTAL: number;
  NB_REFS_FOUND: number;
  NB_REFS_REVEALED: number;
  /** Percent, rounded to 0.1. */
  COMPLETION_PERCENT: number;
}

type DisplayStatStrings = { [K in keyof DisplayStatValues as `${K}_STR`]: string };
export type DisplayStats = DisplayStatValues & DisplayStatStrings;

const roundTenth = (value: number): number => Math.round(value * 10) / 10;

/** SPEC §5: "Averages are computed only if the related play count is above 0, else omitted." */
function average(total: number, count: number, round: (value: number) => number): number | undefined {
  return count > 0 ? round(total / count) : undefined;
}

/** SPEC §5: "Completion percent = consumed refs / total refs x 100, rounded to one decimal, 0 if total is 0." */
export function completionPercent(consumed: number, total: number): number {
  return total > 0 ? roundTenth((consumed / total) * 100) : 0;
}

export function formatCount(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** SPEC §3 "AVERAGE_SCORE (shown 'x / 10')": "7.5 / 10" in English, "7,5 / 10" in French. */
export function formatScoreOutOfScale(value: number, locale: Locale): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} / ${SCORE_SCALE}`;
}

/** SPEC §3 "AVERAGE_TIME (shown 'm MIN s SEC')": the same words in both languages. */
export function formatMinSec(seconds: number, locale: Locale): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${formatCount(Math.floor(whole / 60), locale)} MIN ${formatCount(whole % 60, locale)} SEC`;
}

/** "10.9%" in English, "10,9 %" in French (each language's own spacing). */
export function formatPercent(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

/** One formatter per value: the table makes a new stat without its string a type error. */
const formatters: { [K in keyof DisplayStatValues]-?: (value: number, locale: Locale) => string } = {
  NB_QUIZ_PLAYED: formatCount,
  NB_GAME_PLAYED: formatCount,
  NB_SCOREMAX_1ST_PLAY: formatCount,
  AVERAGE_SCORE: formatScoreOutOfScale,
  AVERAGE_SCORE_MOVIES: formatScoreOutOfScale,
  AVERAGE_SCORE_SHOWS: formatScoreOutOfScale,
  AVERAGE_SCORE_SPECIALS: formatScoreOutOfScale,
  AVERAGE_TIME: formatMinSec,
  NB_REFS_SITE_CONSUMED: formatCount,
  NB_REFS_TOTAL: formatCount,
  NB_REFS_FOUND: formatCount,
  NB_REFS_REVEALED: formatCount,
  COMPLETION_PERCENT: formatPercent,
};

export function computeDisplayStats(stats: UserStats, site: { refsTotal: number }, locale: Locale): DisplayStats {
  const { countScore, totalScore } = stats;
  const values: DisplayStatValues = {
    NB_QUIZ_PLAYED: countScore.total,
    NB_GAME_PLAYED: stats.countGamePlayed.total,
    NB_SCOREMAX_1ST_PLAY: stats.nbScoreMax1stPlay,
    AVERAGE_SCORE: average(totalScore.total, countScore.total, roundTenth),
    AVERAGE_SCORE_MOVIES: average(totalScore.movie, countScore.movie, roundTenth),
    AVERAGE_SCORE_SHOWS: average(totalScore.tv, countScore.tv, roundTenth),
    AVERAGE_SCORE_SPECIALS: average(totalScore.special, countScore.special, roundTenth),
    AVERAGE_TIME: average(stats.playDuration, stats.countGamePlayed.total, Math.round),
    NB_REFS_SITE_CONSUMED: stats.refsConsumedSite,
    NB_REFS_TOTAL: site.refsTotal,
    NB_REFS_FOUND: stats.refsFoundSite,
    NB_REFS_REVEALED: stats.refsRevealedSite,
    COMPLETION_PERCENT: completionPercent(stats.refsConsumedSite, site.refsTotal),
  };
  // An average with no play is left out, not set to undefined: absent in JSON and in `in` alike.
  const display: Partial<DisplayStats> = {};
  for (const key of Object.keys(formatters) as (keyof DisplayStatValues)[]) {
    const value = values[key];
    if (value === undefined) continue;
    display[key] = value;
    display[`${key}_STR`] = formatters[key](value, locale);
  }
  // Every value has its string: the loop covers each key of the formatter table, itself complete by type.
  return display as DisplayStats;
}
