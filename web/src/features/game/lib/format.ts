import type { Locale } from '@quiz/shared';

/** A score /10 with one decimal in the reader's language: 7.5 in English, 7,5 in French. */
export function formatScore(score: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(score);
}
