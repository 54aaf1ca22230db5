import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, freshPage, signInWithGoogle } from './account-helpers';
import { finishLater, quiz, startPlay, TEXT, titleOf } from './game-helpers';

/**
 * Issue 23, public nickname (docs/decisions.md "Competitions and leaderboards" → "Names"): a signed-in
 * player chooses the name competition leaderboards show in the menu, scores in a competition and sees
 * it on the board; renamed in French, the board shows the new name at once; removed, the board goes
 * back to "Joueur n° …"; a visitor sees the same names.
 */
const t = TEXT.en;
const wall = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 16);

const MENU = {
  en: { field: 'Your public name', save: 'Save', remove: 'Remove my public name', title: 'Public name on leaderboards' },
  fr: { field: 'Votre nom public', save: 'Enregistrer', remove: 'Retirer mon nom public', title: 'Nom public dans les classements' },
} as const;

async function playAndFind(page: Page) {
  await startPlay(page, 'en', 'FREE');
  const ref = quiz.references.find((r) => r.type === 'zoneless')!;
  await page.getByRole('button', { name: t.wholeButton }).click();
  const box = page.getByRole('dialog', { name: t.wholeBox });
  await box.getByRole('textbox', { name: t.field }).fill(titleOf(ref.id, 'en'));
  await box.getByRole('textbox', { name: t.field }).press('Enter');
  await expect(page.locator('.game__panel > .feedback')).toHaveText(t.found(titleOf(ref.id, 'en')));
  const posted = page.waitForResponse((r) => r.url().includes('/api/post_scores') && r.request().method() === 'POST' && r.status() === 200);
  await finishLater(page, 'en');
  await posted;
}

const panel = (page: Page, locale: 'en' | 'fr') => page.getByRole('region', { name: MENU[locale].title });
const ownRow = (page: Page) => page.getByRole('table').locator('tbody tr[aria-current="true"]');

test('a signed-in player sets a public name in the menu, scores in a competition and sees it on the board; renamed in French, then removed', async ({ page, browser }, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).slice(-6);
  const first = `Nick ${stamp}`;
  const second = `Léa l’As ${stamp}`;

  // An admin publishes a competition on quiz 1, running now.
  await page.goto('/en?direct');
  await signInWithGoogle(page, `Ada Admin ${stamp}`, { groups: ['admin'] });
  const created = await page.request.post('/api/admin/competitions', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    data: {
      competition: {
        titles: { en: `Name cup ${stamp}`, fr: `Coupe des noms ${stamp}` }, rules: { en: 'Play fair.', fr: 'Jouez loyalement.' },
        gameIds: [quiz.id], start: wall(-3_600_000), end: wall(3_600_000), timeZone: 'UTC', status: 'published',
      },
    },
  });
  expect(created.status()).toBe(200);
  const { competition } = (await created.json()) as { competition: { id: string } };

  // The player chooses a name in the menu: a refused one first (an email), said next to the field.
  const player = await freshPage(browser, testInfo);
  await player.goto('/en?direct');
  await signInWithGoogle(player, `Bea ${stamp}`);
  await player.goto('/menu/en');
  const en = panel(player, 'en');
  await expect(en.getByText(/^Leaderboards show you as “Player #” and a number/)).toBeVisible();
  const field = en.getByRole('textbox', { name: MENU.en.field });
  await field.fill('bea@example.com');
  await field.press('Enter');
  await expect(en.getByRole('alert')).toHaveText('It looks like an email address: choose a name that is not one.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(`  ${first}  `);
  await expect(en.getByRole('alert')).toHaveCount(0);
  const saved = player.waitForResponse((r) => r.url().endsWith('/api/me/nickname') && r.request().method() === 'PUT');
  await en.getByRole('button', { name: MENU.en.save }).click();
  expect((await saved).status()).toBe(200);
  await expect(en.getByRole('status')).toHaveText(`Saved: leaderboards now show “${first}”.`);
  await expect(en.getByText(`Leaderboards show: ${first}`)).toBeVisible();
  expect((await new AxeBuilder({ page: player }).include('.nickname-panel').analyze()).violations).toEqual([]);

  // Screenshots of the field: phone (375 px) and desktop (1280 px), in English and in French.
  if (testInfo.project.name === 'desktop') {
    for (const locale of ['en', 'fr'] as const) {
      await player.goto(`/menu/${locale}`);
      await expect(panel(player, locale).getByRole('textbox', { name: MENU[locale].field })).toHaveValue(first);
      for (const width of [375, 1280]) {
        await player.setViewportSize({ width, height: 900 });
        await panel(player, locale).scrollIntoViewIfNeeded();
        await panel(player, locale).screenshot({ path: testInfo.outputPath(`nickname-${locale}-${width}.png`) });
      }
    }
    await player.setViewportSize({ width: 1280, height: 800 });
  }

  // A verified play: the board's own row shows the name.
  await playAndFind(player);
  await player.goto(`/competition/${competition.id}`);
  await expect(ownRow(player)).toContainText(first);
  await expect(ownRow(player)).toContainText('(You)');
  await expect(player.getByRole('link', { name: 'Choose the name shown here' })).toHaveAttribute('href', '/menu/en');

  // Renamed in French: the board shows the new name at once (the existing entry is renamed).
  await player.goto('/menu/fr');
  const fr = panel(player, 'fr');
  await fr.getByRole('textbox', { name: MENU.fr.field }).fill(second);
  await fr.getByRole('button', { name: MENU.fr.save }).click();
  const stored = second.replace('’', "'");
  await expect(fr.getByRole('status')).toHaveText(`Enregistré : les classements affichent désormais « ${stored} ».`);
  await player.goto(`/competition/${competition.id}`);
  await player.getByRole('banner').locator('.language-switch a[hreflang="fr"]').click();
  await expect(player.getByRole('heading', { level: 1, name: `Coupe des noms ${stamp}` })).toBeVisible();
  await expect(ownRow(player)).toContainText(stored);
  await expect(ownRow(player)).toContainText('(Vous)');
  await player.screenshot({ path: testInfo.outputPath(`nickname-board-fr-${testInfo.project.name}.png`), fullPage: true });

  // Another visitor sees the same name.
  const visitor = await freshPage(browser, testInfo);
  await visitor.goto(`/competition/${competition.id}`);
  await expect(visitor.getByRole('table').locator('tbody tr')).toContainText([stored]);

  // Removed: back to the neutral number, in French.
  await player.goto('/menu/fr');
  await panel(player, 'fr').getByRole('button', { name: MENU.fr.remove }).click();
  await expect(panel(player, 'fr').getByRole('status')).toHaveText('Retiré : les classements vous affichent de nouveau comme « Joueur n° » suivi d’un numéro.');
  await player.goto(`/competition/${competition.id}`);
  await expect(ownRow(player)).toContainText(/Joueur n°\s\d{6}/);
  await expect(ownRow(player)).not.toContainText(stored);
});

test('an anonymous visitor is asked to sign in, and the call answers 401', async ({ page }) => {
  await page.goto('/menu/en');
  await expect(panel(page, 'en').getByText('Sign in to choose the name shown on competition leaderboards.')).toBeVisible();
  await expect(panel(page, 'en').getByRole('textbox')).toHaveCount(0);
  expect((await page.request.put('/api/me/nickname', { data: { nickname: 'Sneaky' } })).status()).toBe(401);
});
