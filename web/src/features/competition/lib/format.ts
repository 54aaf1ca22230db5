import type { Locale } from '@quiz/shared';

/** An instant as the clock reads in the competition's own time zone, in the page's language. */
export function formatInstant(iso: string, locale: Locale, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(iso));
  }
}

/** "7.5 / 10", "7,5 / 10". */
export const formatScore = (score: number, locale: Locale) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(score)} / 10`;

/** A play's duration in seconds: "42.3 sec", "42,3 s". */
export const formatTime = (ms: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: 1 }).format(ms / 1000);
