import type { Locale } from '@quiz/shared';

/**
 * Fires popups from anywhere without carrying them: the engine, its store and the host (popups.ts,
 * components/popups) download after the first page has shown or at the first trigger, whichever
 * comes first, so that a page's first load does not weigh them (docs/adr/0001-quiz-page-weight.md).
 * Same contract as popups.ts: resolves true when a popup opened; never rejects because of the popups'
 * data (a lost download of the module rejects, and the caller's way forward applies).
 */
const popups = () => import('./popups');

export function triggerPopup(event: string, options?: { returnTo?: string | null }): Promise<boolean> {
  return popups().then((module) => module.triggerPopup(event, options));
}

/** The paid-over page of the popups' data (read first if need be), or null. */
export function paidOverPath(locale: Locale): Promise<string | null> {
  return popups().then((module) => module.paidOverPath(locale));
}
