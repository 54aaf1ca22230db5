import type { Locale, ShareOutcome } from '@quiz/shared';

/**
 * What a share's page and its preview image both show: the shapes of the outcomes and the score as
 * written. Apart from ./preview-image.ts, so that the page and the share call load without the image
 * renderer (satori and sharp), which the call loads only when it renders (domain/shares.ts).
 */

/** The four shapes (square, diamond, triangle, cross): told apart by their outline, not only their colour. */
export const SHAPE_SVG: Record<ShareOutcome, string> = {
  found: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect x="4" y="4" width="32" height="32" rx="4" fill="#2fbf71" stroke="#fff" stroke-width="2"/></svg>',
  hinted: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><path d="M20 2 38 20 20 38 2 20Z" fill="#f5a524" stroke="#fff" stroke-width="2"/></svg>',
  revealed: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><path d="M3 6h34L20 36Z" fill="#e5484d" stroke="#fff" stroke-width="2"/></svg>',
  missed: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><path d="M9 5 20 16 31 5 35 9 24 20 35 31 31 35 20 24 9 35 5 31 16 20 5 9Z" fill="#9aa0b4" stroke="#fff" stroke-width="1.5"/></svg>',
};

/** The score as the page shows it: one decimal at most, the language's decimal sign. */
export const formatShareScore = (score: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 1 }).format(score);
