import { expect, test } from '@playwright/test';
import { findReference, openReference, quiz, startPlay, TEXT, titleOf, zoneOf } from './game-helpers';

/**
 * The game screen as a player sees it (docs/game.md "On the screen", "Labels on the picture"): on a
 * desktop the References panel stays below the sticky game bar however the page is scrolled; on a
 * phone the labels of found titles sit beside their spot or are tied to it by a line, never over
 * another label or another found spot. Screenshots go to test-results for a person to look at.
 */

type Rect = { x: number; y: number; width: number; height: number };

test.describe('desktop 1366×900', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the sticky game bar never hides the top of the References panel, also after the player scrolls the page with the wheel', async ({ page }, testInfo) => {
    // One project: a desktop layout (the panel beside the picture).
    if (testInfo.project.name !== 'desktop') return;
    await startPlay(page, 'en', 'FREE');
    // A long list: three references unfolded (hints and reveal), as a player looking for help makes it.
    for (const ref of ['r01', 'r02', 'r03']) await openReference(page, 'en', ref);
    const bar = page.locator('.game__bar');
    const panel = page.locator('.game__panel');
    const references = page.getByRole('region', { name: TEXT.en.references });
    const tops = async () => {
      const [b, p, r] = await Promise.all([bar.boundingBox(), panel.boundingBox(), references.boundingBox()]);
      return { barBottom: b!.y + b!.height, panelTop: p!.y, referencesTop: r!.y, scrollY: await page.evaluate(() => window.scrollY) };
    };
    // The wheel over the page beside the game (not over the panel, which scrolls on its own), from the top to the end.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(40, 450);
    let last = -1;
    const seen: number[] = [];
    for (let step = 0; step < 20; step++) {
      const now = await tops();
      expect(now.panelTop, `scrolled ${now.scrollY} px: the panel's top below the bar's bottom`).toBeGreaterThanOrEqual(now.barBottom);
      expect(now.referencesTop, `scrolled ${now.scrollY} px: the References panel's top below the bar's bottom`).toBeGreaterThanOrEqual(now.barBottom);
      seen.push(now.scrollY);
      if (now.scrollY === last) break;
      last = now.scrollY;
      await page.mouse.wheel(0, 120);
      // The scroll lands with the next frames.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    }
    // The page did scroll (the footer came into view), and the bar stuck to the top meanwhile.
    expect(Math.max(...seen)).toBeGreaterThan(100);
    expect((await bar.boundingBox())!.y).toBe(0);
    await page.screenshot({ path: testInfo.outputPath('references-scrolled-desktop.png') });
  });
});

/** A seed zone's bounding box on screen. */
function zoneRect(refId: string, canvas: Rect): Rect {
  const zone = zoneOf(refId)!;
  const xs = zone.kind === 'rect' ? [zone.x, zone.x + zone.w] : zone.points.map(([x]) => x);
  const ys = zone.kind === 'rect' ? [zone.y, zone.y + zone.h] : zone.points.map(([, y]) => y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return { x: canvas.x + x0 * canvas.width, y: canvas.y + y0 * canvas.height, width: (x1 - x0) * canvas.width, height: (y1 - y0) * canvas.height };
}

const overlapArea = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));
const gap = (a: Rect, b: Rect) =>
  Math.hypot(Math.max(0, b.x - (a.x + a.width), a.x - (b.x + b.width)), Math.max(0, b.y - (a.y + a.height), a.y - (b.y + b.height)));

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of ['en', 'fr'] as const) {
    test(`found titles' labels sit beside their spot or are tied to it, never over another label or found spot (${locale})`, { tag: '@phone' }, async ({ page }, testInfo) => {
      // One project: a phone's layout (the small picture, a touch screen).
      if (testInfo.project.name !== 'phone') return;
      test.slow();
      await startPlay(page, locale, 'FREE');
      const found = quiz.references.filter((r) => r.type === 'classic').map((r) => r.id);
      for (const ref of found) await findReference(page, locale, ref);
      const frame = page.locator('.game .picture__frame');
      await frame.scrollIntoViewIfNeeded();
      const canvas = (await page.locator('.game .picture__canvas').boundingBox())!;
      const labels = page.getByTestId('zone-label');
      await expect(labels).toHaveCount(found.length);
      // Each label by its title: the page's labels carry no reference id.
      const rects = new Map<string, Rect>();
      const whole = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
      for (const ref of found) rects.set(ref, (await labels.filter({ hasText: whole(titleOf(ref, locale)) }).boundingBox())!);
      const faults: string[] = [];
      for (const [i, ref] of found.entries()) {
        const label = rects.get(ref)!;
        for (const other of found.slice(i + 1)) if (overlapArea(label, rects.get(other)!) > 1) faults.push(`${ref} over label ${other}`);
        for (const other of found) if (other !== ref && overlapArea(label, zoneRect(other, canvas)) > 1) faults.push(`${ref} over spot ${other}`);
        const tied = await page.locator(`[data-testid="zone-leader"][data-for="${ref}"]`).count();
        if (gap(label, zoneRect(ref, canvas)) > 10 && !tied) faults.push(`${ref} ${Math.round(gap(label, zoneRect(ref, canvas)))} px from its spot, untied`);
      }
      await frame.screenshot({ path: testInfo.outputPath(`labels-phone-${locale}.png`) });
      expect(faults).toEqual([]);
    });
  }
});
