import { defineConfig, devices } from '@playwright/test';
import { chromium, localServer } from './playwright-shared';

/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) driving the very server that
 * `npm start` runs, with an in-memory database seeded at start and the production web build.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

/** The tag of a test that runs on the phone project as well as the desktop one. */
export const PHONE_TAG = /@phone\b/;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  // Every test runs on the desktop; a test runs on the phone too only when tagged `@phone`, because
  // its subject depends on the viewport or on touch (docs/testing.md "Which project a test runs in").
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    { name: 'phone', grep: PHONE_TAG, use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: localServer(PORT, '--test-controls'),
});
