import { expect, test } from '@playwright/test';
import { endRun, findReference, finishLater, startPlay, TEXT, titleOf } from './game-helpers';

/**
 * The solution on a 390-px phone: numbered markers of at least 24 px that never overlap,
 * and found titles read whole on the picture. Screenshots go to test-results for a person to look at.
 */
test.use({ viewport: { width: 390, height: 844 } });

for (const locale of ['en', 'fr'] as const) {
  test(`at 390 px the solution's markers are at least 24 px and never overlap, and found titles are whole (${locale})`, { tag: '@phone' }, async ({ page }, testInfo) => {
    test.slow();
    await startPlay(page, locale, 'FREE');
    // E.T.'s long title, found: on the picture it wraps, it is not cut.
    await findReference(page, locale, 'r01');
    const label = page.locator('.zone-label--found').first();
    await expect(label).toContainText(titleOf('r01', locale));
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`game-found-${locale}-${testInfo.project.name}.png`) });

    await finishLater(page, locale);
    await endRun(page, locale);
    const markers = page.getByTestId('solution-marker');
    await expect(markers.first()).toBeVisible();
    const boxes = await markers.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThanOrEqual(9);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    const overlapping: string[] = [];
    boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b, j) => {
      const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
      if (!apart) overlapping.push(`${i + 1}/${i + j + 2}`);
    }));
    expect(overlapping).toEqual([]);
    await page.getByRole('region', { name: TEXT[locale].allReferences }).scrollIntoViewIfNeeded();
    await page.locator('.solution__picture').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`solution-${locale}-${testInfo.project.name}.png`), fullPage: true });
  });
}
