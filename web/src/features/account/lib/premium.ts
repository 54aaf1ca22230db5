import { remainingPremiumSeconds } from '@quiz/shared';

/** Premium time left, in whole units: at most two of them are said (see `premiumLeft`). */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

/**
 * Premium time left at `now`, as a person reads a clock (docs/premium.md "Time left"): the largest
 * unit that is not zero and the one below it, rounded down, so it never says more than is left:
 * 2 h 59 min (not "2 hours"), 12 days 1 h, 45 min; at least 1 min while any time is left. A unit
 * below that is zero is not said (3 h, 2 days). Computed from premiumUntil (SPEC §4), so it stays
 * right however long ago /api/me answered. Null once premium is over.
 */
export function premiumLeft(premiumUntil: string | null, now: Date): TimeLeft | null {
  const seconds = remainingPremiumSeconds(premiumUntil, now);
  if (seconds <= 0) return null;
  const totalMinutes = Math.max(1, Math.floor(seconds / 60));
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  // Two units at most: minutes are not said beside days.
  return days > 0 ? { days, hours, minutes: 0 } : { days: 0, hours, minutes };
}

/** The words of each unit (the account catalogue's `time.*`), for the page's language. */
export type TimeLeftWords = (unit: keyof TimeLeft, count: number) => string;

/** "2 h 59 min", "12 days 1 h", "45 min": the units that are not zero, largest first. */
export function formatTimeLeft(left: TimeLeft, words: TimeLeftWords): string {
  return (['days', 'hours', 'minutes'] as const)
    .filter((unit) => left[unit] > 0)
    .map((unit) => words(unit, left[unit]))
    .join(' ');
}
