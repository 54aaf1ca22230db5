/**
 * `/connect/{service}?returnTo=…&whole=1`: the sign-in started on a pre-rendered page (a landing
 * page, a content page), which is no route of the app: once signed in, the browser loads that page
 * whole (its account corner then shows the player) instead of the app rendering its path.
 */
export const WHOLE_PAGE_PARAM = 'whole';

/** Whether a /connect URL asks to come back by loading the page whole. */
export function wantsWholePage(url: URL): boolean {
  return url.searchParams.get(WHOLE_PAGE_PARAM) === '1';
}
