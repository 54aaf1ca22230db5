import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until the app runs over it. A pre-rendered page (the quiz page's intro, the
 * landing pages) shows its links before the app does: a click in that window is the browser's own and
 * skips what the app does on it (a pack's purchase-intent popup, for one: SPEC §4).
 */
export async function gotoRunningApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html[data-app-load~="webAppReady"]')).toHaveCount(1);
}
