import { expect, test } from '@playwright/test';
import { accessTokenOf, openAccountMenu, signInWithGoogle } from './account-helpers';

/**
 * Premium ends (SPEC §4, docs/premium.md "Access ended"): the clock passes the end of a player's
 * premium (a test control of the local server sets it; no deployed stage has the control), the page
 * learns it without a reload, and the next click on a link leads to "Game Over", once.
 */

for (const locale of ['en', 'fr'] as const) {
  const text = {
    en: { name: 'Ending', paid: 'Premium', over: 'Premium ended', allQuizzes: 'All quizzes', gameOver: 'Game Over', renew: /^3 hours, /, popup: 'Your premium has ended' },
    fr: { name: 'Fin', paid: 'Premium', over: 'Premium terminé', allQuizzes: 'Tous les quiz', gameOver: 'Game Over', renew: /^3 heures, /, popup: 'Votre premium est terminé' },
  }[locale];

  test(`when premium runs out, the next click leads to Game Over with the renewal and the paid_over popup, once (${locale})`, async ({ page }) => {
    test.slow();
    await page.goto(`/${locale}?direct`);
    const name = `${text.name} ${test.info().project.name}`;
    await signInWithGoogle(page, name, { locale });
    const control = await page.request.post('/__test/premium', {
      headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
      data: { secondsLeft: 3 },
    });
    expect(control.status()).toBe(204);
    // The app's own menu (a landing page signed in shows the static corner, which asks the API nothing).
    await page.goto(`/${locale}?direct`);
    const menu = await openAccountMenu(page, name);
    await expect(menu.getByText(text.paid, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // The end passes while the page is open: it asks again and learns it.
    await expect(async () => {
      const panel = await openAccountMenu(page, name);
      await expect(panel.getByText(text.over, { exact: true })).toBeVisible({ timeout: 1000 });
      await page.keyboard.press('Escape');
    }).toPass({ timeout: 15_000 });

    await page.getByRole('contentinfo').getByRole('link', { name: text.allQuizzes }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.gameOver })).toBeVisible();
    // The paid_over popup (SPEC §4: allowed once premium has ended, once per page session), over
    // the page, which it makes inert; Escape closes it.
    const popup = page.getByRole('dialog', { name: text.popup });
    await expect(popup).toBeVisible();
    expect(await popup.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await expect(popup.getByRole('link', { name: text.renew })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: text.renew })).toBeVisible();
    // Once only: the next click goes where it says, and the popup is not shown again.
    await page.getByRole('contentinfo').getByRole('link', { name: text.allQuizzes }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.gameOver })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('the premium test control is refused without a player\'s token', async ({ page }) => {
  const res = await page.request.post('/__test/premium', { data: { secondsLeft: 3 } });
  expect(res.status()).toBe(401);
});
