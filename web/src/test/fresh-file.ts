import { vi } from 'vitest';

/**
 * Runs before each web test file: the files of a worker share its jsdom and the libraries Node loaded
 * (React, Testing Library, i18next: `isolate: false`, docs/testing.md "Durations"), which a fresh
 * context per file imported again at a cost larger than the tests. Our own modules are evaluated
 * afresh for each file (a store, a cache or a session of the app starts empty), and what a file left
 * in the page's storage, cookies, timers or globals is cleared, so a file starts as on a first visit.
 */
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
vi.resetModules();

localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
}
document.head.replaceChildren();
document.body.replaceChildren();
document.title = '';
window.history.replaceState(null, '', '/');
