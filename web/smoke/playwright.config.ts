import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * The smoke suite (issue 24): `npm run smoke -- --base-url https://…` against a deployed stage (no
 * server started), or, without a base URL, against the local runtime as `npm start` serves it (the
 * production build, no test controls). Debian's Chromium, as the end-to-end tests.
 */
const PORT = Number(process.env.SMOKE_PORT ?? 3190);
const baseURL = process.env.SMOKE_BASE_URL;
const repoRoot = path.resolve(import.meta.dirname, '../..');

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/smoke',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 45_000,
  use: { baseURL: baseURL ?? `http://127.0.0.1:${PORT}`, launchOptions: chromium, trace: 'retain-on-failure' },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  ...(baseURL
    ? {}
    : {
        webServer: {
          command: 'npm run build -w web && npm start -- --memory --dist',
          cwd: repoRoot,
          env: { PORT: String(PORT) },
          url: `http://127.0.0.1:${PORT}/api/ping`,
          reuseExistingServer: false,
          timeout: 180_000,
          stdout: 'pipe',
          stderr: 'pipe',
        },
      }),
});
