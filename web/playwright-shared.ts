import path from 'node:path';

/**
 * What the end-to-end tests (playwright.config.ts) and the smoke suite (smoke/playwright.config.ts)
 * share: Debian's Chromium, never a downloaded browser, and the local runtime as `npm start` serves it.
 */
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', '--disable-quic',
  ],
};

const repoRoot = path.resolve(import.meta.dirname, '..');

/** The production build served by the local runtime on 127.0.0.1:`port`, in memory, with `flags`. */
export function localServer(port: number, flags: string) {
  return {
    command: `npm run build -w web && npm start -- --memory --dist${flags ? ` ${flags}` : ''}`,
    cwd: repoRoot,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/api/ping`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}
