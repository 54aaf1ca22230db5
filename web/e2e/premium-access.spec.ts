import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { liveSeedQuizzes } from './seed';

/**
 * Premium access as a player without premium meets it (docs/premium.md): a premium quiz shows what
 * premium opens instead of Play, and the server refuses a play anyway; a joker quiz is played on the
 * joker. Both languages.
 */
const premiumQuiz = liveSeedQuizzes().find((q) => q.premiumLevel === 10)!;
const jokerQuiz = liveSeedQuizzes().find((q) => q.premiumLevel === 1)!;

for (const locale of ['en', 'fr'] as const) {
  const text = {
    en: { offer: 'A premium quiz', opens: 'Premium opens quizzes #1 to #110', free: 'Play the free quizzes', joker: /A joker quiz: play it free/, play: 'Play', start: 'Start the game', timeLeft: 'Time left' },
    fr: { offer: 'Un quiz premium', opens: 'Le premium ouvre les quiz n° 1 à 110', free: 'Jouer aux quiz gratuits', joker: /Un quiz joker\s: jouez-le gratuitement/, play: 'Jouer', start: 'Commencer la partie', timeLeft: 'Temps restant' },
  }[locale];

  test(`a premium quiz offers premium instead of Play to a player without it, and a joker quiz plays on the joker (${locale})`, async ({ page }) => {
    await page.goto(`/quiz/${locale}/${premiumQuiz.slug[locale]}`);
    await expect(page.getByRole('heading', { level: 2, name: text.offer })).toBeVisible();
    await expect(page.getByText(text.opens)).toBeVisible();
    await expect(page.getByRole('button', { name: text.play, exact: true })).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).include('.intro').analyze();
    expect(axe.violations).toEqual([]);

    // The page's word counts for nothing: the server refuses the play itself.
    const refused = await page.request.post('/api/plays', { data: { gameId: premiumQuiz.id, mode: 'FREE', locale } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('premium_required');

    await page.getByRole('link', { name: text.free }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}#quizzes$`));

    await page.goto(`/quiz/${locale}/${jokerQuiz.slug[locale]}`);
    await expect(page.getByText(text.joker)).toBeVisible();
    await page.getByRole('button', { name: text.play, exact: true }).click();
    // A new browser: the how-to comes first.
    await page.getByRole('button', { name: text.start }).click();
    await expect(page.getByRole('timer', { name: text.timeLeft })).toBeVisible();
  });
}
