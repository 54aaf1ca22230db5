/**
 * The app-load states of SPEC §4: init, DOM ready, assets ready, web-app load, web-app ready, and all
 * ready once both web-app ready and DOM ready have happened. Each is announced once, as a
 * `quiz:load` event on window (detail: the state) and in `<html data-app-load>` (the states reached,
 * space-separated), for whatever waits on the page (the landing's enter button, measurements, tests).
 */
export const APP_LOAD_STATES = ['init', 'domReady', 'assetsReady', 'webAppLoad', 'webAppReady', 'allReady'] as const;
export type AppLoadState = (typeof APP_LOAD_STATES)[number];

const reached = new Set<AppLoadState>();

export function markAppLoad(state: AppLoadState): void {
  if (reached.has(state)) return;
  reached.add(state);
  document.documentElement.dataset.appLoad = APP_LOAD_STATES.filter((s) => reached.has(s)).join(' ');
  window.dispatchEvent(new CustomEvent<AppLoadState>('quiz:load', { detail: state }));
  if ((state === 'webAppReady' || state === 'domReady') && reached.has('webAppReady') && reached.has('domReady')) markAppLoad('allReady');
}

export function appLoadReached(state: AppLoadState): boolean {
  return reached.has(state);
}

/** Marks init, and DOM ready and assets ready when the document gets there (at once if it has). */
export function watchDocumentLoad(): void {
  markAppLoad('init');
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => markAppLoad('domReady'), { once: true });
  else markAppLoad('domReady');
  if (document.readyState === 'complete') markAppLoad('assetsReady');
  else window.addEventListener('load', () => markAppLoad('assetsReady'), { once: true });
}

/** Tests start from a page that has reached nothing. */
export function resetAppLoadForTests(): void {
  reached.clear();
  delete document.documentElement.dataset.appLoad;
}
