import { remainingPremiumSeconds } from '@quiz/shared';

export type RemainingUnit = 'days' | 'hours' | 'minutes';

/**
 * Premium time left at `now`, in the largest unit that still reads well: days from two days on,
 * hours from two hours on, else minutes (at least 1 while any time is left). Computed from
 * premiumUntil (SPEC §4), so it stays right however long ago /api/me answered.
 */
export function premiumLeft(premiumUntil: string | null, now: Date): { unit: RemainingUnit; count: number } | null {
  const seconds = remainingPremiumSeconds(premiumUntil, now);
  if (seconds <= 0) return null;
  const hours = seconds / 3600;
  if (hours >= 48) return { unit: 'days', count: Math.floor(hours / 24) };
  if (hours >= 2) return { unit: 'hours', count: Math.floor(hours) };
  return { unit: 'minutes', count: Math.max(1, Math.floor(seconds / 60)) };
}
