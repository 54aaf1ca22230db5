import { expect, test } from '@playwright/test';

/** SPEC §4 app load states and §8 old browser, in Chromium. */

test('a page goes through every app-load state, and is all ready', async ({ page }) => {
  const announced: string[] = [];
  await page.exposeFunction('recordLoadState', (state: string) => announced.push(state));
  await page.addInitScript(() => {
    window.addEventListener('quiz:load', (event) => void (window as unknown as { recordLoadState(s: string): void }).recordLoadState((event as CustomEvent<string>).detail));
  });
  await page.goto('/en?direct');
  await expect(page.locator('html[data-app-load~="allReady"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const reached = (await page.locator('html').getAttribute('data-app-load'))!.split(' ');
  expect(reached.sort()).toEqual(['allReady', 'assetsReady', 'domReady', 'init', 'webAppLoad', 'webAppReady'].sort());
  // All ready comes after both web-app ready and DOM ready.
  await expect.poll(() => announced.length).toBeGreaterThanOrEqual(5);
  expect(announced.indexOf('allReady')).toBeGreaterThan(announced.indexOf('webAppReady'));
  expect(announced.indexOf('allReady')).toBeGreaterThan(announced.indexOf('domReady'));
});

for (const [path, title, text] of [
  ['/en?direct', 'Your browser seems too old.', 'Please update it or use another device to play.'],
  ['/quiz/fr/festival', 'Votre navigateur semble trop ancien.', 'Mettez-le à jour ou utilisez un autre appareil pour jouer.'],
] as const) {
  test(`a browser that lacks what the app needs is told so in the page's language (${path})`, async ({ page }) => {
    // A browser without native dialogs (as before Safari 15.4).
    await page.addInitScript(() => {
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.locator('html[data-app-load~="webAppLoad"]')).toHaveCount(0);
  });
}
