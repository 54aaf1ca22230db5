import { expect, test, type Page } from '@playwright/test';
import { freshPage, signInWithGoogle } from './account-helpers';
import { publishSite } from './desk-helpers';
import { liveSeedQuizzes } from './seed';

/**
 * The admin's popups (SPEC §4): an admin edits the purchase-intent popup's text in English
 * and in French, sees it in the preview, publishes; a player on another device who picks a pack reads
 * the new text in each language, without a redeploy. Both projects (desktop, phone) write the same
 * texts, so that a save refused because the other saved first (409) is reloaded and holds them.
 */
const premiumQuiz = liveSeedQuizzes().find((q) => q.premiumLevel === 10)!;
const NEW_TEXT = {
  en: 'Sign in and your premium follows you on every device: your purchase goes on at once.',
  fr: 'Connectez-vous et votre premium vous suit sur tous vos appareils : votre achat reprend aussitôt.',
} as const;

async function editText(page: Page, id: string, text: string) {
  await page.getByRole('button', { name: `Edit ${id}` }).click();
  await expect(page.getByRole('heading', { name: `Editing ${id}` })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Text', exact: true });
  await field.fill(text);
  // The preview shows the popup as players will see it, as it is typed.
  await expect(page.getByRole('figure', { name: 'Preview' })).toContainText(text);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = page.getByText(new RegExp(`^Popup ${id} saved \\(version \\d+\\)\\.$`));
  const stale = page.getByRole('button', { name: 'Load their version' });
  await expect(saved.or(stale)).toBeVisible();
  if (await stale.isVisible()) {
    // The other project saved first: load its version, and save ours on it unless it already says so.
    await stale.click();
    if ((await field.inputValue()) !== text) {
      await field.fill(text);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(saved).toBeVisible();
    }
  }
}

test('an admin edits a popup\'s text in both languages and publishes: a player picking a pack reads it, in English and in French', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/en?direct');
  await signInWithGoogle(page, `Pat Popups ${testInfo.project.name}`, { groups: ['admin'] });
  await page.goto('/admin/app');
  await page.getByRole('link', { name: 'Popups' }).click();
  await expect(page.getByRole('heading', { name: 'Popups', level: 1 })).toBeVisible();
  // The site's popups, seeded from the built-in ones, in both languages, with the triggers showing them.
  const english = page.getByRole('table', { name: 'English' });
  await expect(english.getByRole('row', { name: /purchase_intent_en/ })).toContainText('purchase_intent');
  await expect(page.getByRole('table', { name: 'French' }).getByRole('row', { name: /pay_unlock_fr/ })).toContainText('pay');
  await expect(page.getByRole('heading', { name: 'Trigger pay' })).toBeVisible();

  await editText(page, 'purchase_intent_en', NEW_TEXT.en);
  await editText(page, 'purchase_intent_fr', NEW_TEXT.fr);
  if (testInfo.project.name === 'desktop') {
    for (const width of [1280, 820]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`admin-popups-en-${width}.png`), fullPage: true });
    }
  }
  await publishSite(page);

  // A player on another device (nothing cached), anonymous, picks a pack: the popup says the new text.
  const player = await freshPage(browser, testInfo);
  for (const [locale, pack] of [['en', /^3 hours, /], ['fr', /^3 heures, /]] as const) {
    await player.goto(`/quiz/${locale}/${premiumQuiz.slug[locale]}`);
    await player.getByRole('link', { name: pack }).first().click();
    const popup = player.getByRole('dialog');
    await expect(popup).toBeVisible();
    await expect(popup).toHaveAccessibleDescription(NEW_TEXT[locale]);
    await player.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  }
  await player.context().close();
});

test('a trigger naming a popup of the other language is refused next to its audience, and nothing changes', async ({ page }, testInfo) => {
  await page.goto('/en?direct');
  await signInWithGoogle(page, `Pia Popups ${testInfo.project.name}`, { groups: ['admin'] });
  await page.goto('/admin/app/popups');
  const trigger = page.getByRole('form', { name: 'Trigger purchase_intent' });
  const frenchAnonymous = trigger.getByLabel('French, not signed in');
  await frenchAnonymous.fill('purchase_intent_en');
  await trigger.getByRole('button', { name: 'Save the trigger' }).click();
  await expect(trigger.getByText('Some fields are refused: see the messages beside them.')).toBeVisible();
  await expect(frenchAnonymous).toHaveAttribute('aria-invalid', 'true');
  await expect(frenchAnonymous).toHaveAccessibleDescription('purchase_intent_en: not a popup of this language, unknown, or listed twice.');
});
