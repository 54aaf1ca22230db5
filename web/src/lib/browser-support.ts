/**
 * SPEC §8 "Old browser": what the app needs of a browser beyond JavaScript modules (a browser without
 * modules never runs the app: index.html's `nomodule` script says so instead). Checked before the app
 * starts; the names of what is missing, none when the browser can play.
 */
export function missingFeatures(scope: typeof globalThis = globalThis): string[] {
  const checks: [string, () => boolean][] = [
    // Popups and confirmations are native dialogs.
    ['dialog', () => typeof scope.HTMLDialogElement === 'function' && 'showModal' in scope.HTMLDialogElement.prototype],
    ['structuredClone', () => typeof scope.structuredClone === 'function'],
    ['Array.prototype.at', () => typeof Array.prototype.at === 'function'],
    ['Intl.NumberFormat', () => typeof scope.Intl?.NumberFormat === 'function'],
    ['fetch', () => typeof scope.fetch === 'function' && typeof scope.AbortController === 'function'],
  ];
  return checks.filter(([, supported]) => !supported()).map(([name]) => name);
}

/** Shows the old-browser message (the same script a browser without modules runs). */
export function showOldBrowserMessage(): void {
  const script = document.createElement('script');
  script.src = '/old-browser.js';
  document.body.append(script);
}
