/**
 * Runs before each web test file, before React DOM is first loaded in the worker (web/vite.config.ts
 * `setupFiles`): React holds back content that replaces a Suspense fallback until 300 ms after the
 * fallback appeared (its FALLBACK_THROTTLE_MS, against flicker in a browser). In the tests every page
 * that loads its code or its data shows a fallback, so nearly every test waited 200–300 ms of real time
 * doing nothing (react/react#30408; docs/testing.md "Durations"). React DOM keeps the `setTimeout` it
 * found when it loaded and uses it only for that hold; this gives it one that runs the held commit at
 * once. Everything else keeps its timers, and a test's fake timers replace this one as they did the real.
 */
const worker = globalThis as typeof globalThis & { suspenseThrottleSkipped?: { count: number } };

/** React DOM's held commit: the bound function it passes to `setTimeout` for the throttle. */
const HELD_COMMIT = 'bound completeRootWhenReady';

if (!worker.suspenseThrottleSkipped) {
  const skipped = (worker.suspenseThrottleSkipped = { count: 0 });
  const realSetTimeout = globalThis.setTimeout;
  const withoutThrottle = function setTimeout(handler: TimerHandler, timeout?: number, ...args: unknown[]) {
    if (typeof handler === 'function' && handler.name === HELD_COMMIT) {
      skipped.count += 1;
      return realSetTimeout(handler, 0, ...args);
    }
    return realSetTimeout(handler, timeout, ...args);
  };
  // Node's own extras (util.promisify's) come along.
  for (const key of Object.getOwnPropertySymbols(realSetTimeout)) Object.defineProperty(withoutThrottle, key, Object.getOwnPropertyDescriptor(realSetTimeout, key)!);
  globalThis.setTimeout = withoutThrottle as typeof globalThis.setTimeout;
}

/** How many of React's held commits ran at once in this worker (a test checks the hold is skipped). */
export const suspenseThrottlesSkipped = () => worker.suspenseThrottleSkipped?.count ?? 0;
