import { expect, test } from '@playwright/test';
import { accessTokenOf, signInWithGoogle } from './account-helpers';
import { liveSeedQuizzes } from './seed';

/**
 * The admin's competitions (docs/back-office.md "Competitions"): an admin creates one (the errors shown
 * beside their fields: an end before the start, an unknown time zone), edits it, and a save made
 * stale by another tab is refused with the offer to load the saved version.
 */
const [first, second] = liveSeedQuizzes();

test('an admin creates a competition, meets the validation errors, edits it, and a stale save offers to reload', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const title = `Winter cup ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.goto('/en?direct');
  await signInWithGoogle(page, `Cora Competitions ${testInfo.project.name}`, { groups: ['admin'] });
  await page.goto('/admin/app');
  await page.getByRole('link', { name: 'Competitions' }).click();
  await expect(page.getByRole('heading', { name: 'Competitions', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New competition' }).click();
  await expect(page.getByRole('heading', { name: 'New competition', level: 1 })).toBeVisible();

  await page.getByLabel('Title in English').fill(title);
  await page.getByLabel('Title in French').fill(`Coupe d’hiver ${testInfo.project.name}`);
  // Live quizzes only are offered.
  await page.getByRole('checkbox', { name: new RegExp(`#${first!.number} `) }).check();
  await page.getByRole('checkbox', { name: new RegExp(`#${second!.number} `) }).check();
  await page.getByLabel(/^Start/).fill('2026-12-10T18:00');
  await page.getByLabel(/^End/).fill('2026-12-01T18:00');
  await page.getByLabel(/^Time zone/).fill('Europe/Atlantis');
  await page.getByLabel('Rules in English').fill('The best verified score wins; then the shortest time.');
  await page.getByLabel('Rules in French').fill('Le meilleur score vérifié gagne ; puis le temps le plus court.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByText('Some fields are refused: see the messages beside them.')).toBeVisible();
  await expect(page.getByLabel(/^Time zone/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^Time zone/)).toHaveAccessibleDescription(/Europe\/Atlantis is not a time zone/);
  await page.getByLabel(/^Time zone/).fill('Europe/Paris');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByLabel(/^End/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^End/)).toHaveAccessibleDescription('The end must come after the start.');

  await page.getByLabel(/^End/).fill('2026-12-31T23:00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved (version 1).')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/app\/competitions\/c-[0-9a-f]{12}$/);
  const address = new URL(page.url()).pathname;

  // Listed with its period, its zone written down, and its status.
  await page.getByRole('link', { name: 'All competitions' }).click();
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('(Europe/Paris)');
  await expect(row).toContainText('Draft');
  await row.getByRole('link', { name: title }).click();

  // An edit: published.
  await page.getByLabel(/^Status/).selectOption('published');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved (version 2).')).toBeVisible();
  if (testInfo.project.name === 'desktop') {
    for (const width of [1280, 820]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`admin-competition-en-${width}.png`), fullPage: true });
    }
  }

  // Someone else saves first (the same call the form makes, from another tab); this tab's save is refused.
  const headers = { authorization: `Bearer ${await accessTokenOf(page)}` };
  const api = `/api/admin/competitions/${address.split('/').pop()}`;
  const { competition } = (await (await request.get(api, { headers })).json()) as { competition: Record<string, unknown> & { titles: { en: string; fr: string } } };
  const { titles, rules, gameIds, start, end, timeZone, status } = competition;
  const other = await request.put(api, { headers, data: { competition: { titles: { ...titles, en: `${title} (other tab)` }, rules, gameIds, start, end, timeZone, status }, version: 2 } });
  expect(other.status()).toBe(200);

  await page.getByLabel('Rules in English').fill('Mine: the best score wins.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Someone else changed this competition meanwhile \(now version 3\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Load their version' }).click();
  await expect(page.getByLabel('Title in English')).toHaveValue(`${title} (other tab)`);
  await expect(page.getByLabel('Rules in English')).toHaveValue('The best verified score wins; then the shortest time.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved (version 4).')).toBeVisible();
});
