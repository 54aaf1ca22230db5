import { defineConfig, devices } from '@playwright/test';
import { chromium, localServer } from '../playwright-shared';

/**
 * The smoke suite: `npm run smoke -- --base-url https://…` against a deployed stage (no
 * server started), or, without a base URL, against the local runtime as `npm start` serves it (the
 * production build, no test controls). Debian's Chromium, as the end-to-end tests.
 */
const PORT = Number(process.env.SMOKE_PORT ?? 3190);
const baseURL = process.env.SMOKE_BASE_URL;

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
  ...(baseURL ? {} : { webServer: localServer(PORT, '') }),
});
