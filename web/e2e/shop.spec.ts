import { expect, test, type Page } from '@playwright/test';
import { accessTokenOf, signInWithGoogle } from './account-helpers';
import { liveSeedQuizzes } from './seed';

/**
 * The shop's pages (SPEC §2 shop, product pages, special pack, unlimited access) against the local
 * server: the server's prices (EUR, the default currency, SPEC §9), the XL pack from the server's
 * catalogue, and a premium player who cannot buy again (SPEC §5).
 */

const packs = (page: Page, name: string) => page.getByRole('region', { name }).getByRole('article');
const buyLinks = (page: Page) => page.locator('a[href^="/stripe/purchase/"]');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [locale, text] of [
  ['en', { path: '/en/shop', title: 'Shop', region: 'Premium packs', names: ['3 months', '1 month', '3 hours'], prices: [/^€14\.99$/, /^€6\.99$/, /^€1\.99$/], buy: 'Buy 3 hours' }],
  ['fr', { path: '/fr/boutique', title: 'Boutique', region: 'Packs premium', names: ['3 mois', '1 mois', '3 heures'], prices: [/^14,99\s€$/, /^6,99\s€$/, /^1,99\s€$/], buy: 'Acheter 3 heures' }],
] as const) {
  test(`the ${locale} shop shows the three packs at the server's prices, each a link to buy it`, async ({ page }) => {
    await page.goto(text.path);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const cards = packs(page, text.region);
    await expect(cards).toHaveCount(3);
    for (const [i, name] of text.names.entries()) {
      await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(cards.nth(i).locator('.pack-card__price')).toHaveText(text.prices[i]!);
    }
    await expect(page.getByRole('link', { name: text.buy })).toHaveAttribute('href', `/stripe/purchase/stripe_premium_pt3h?l=${locale}&to=%2F${locale}%23quizzes&ref=shop`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  });
}

test('/shop leads to the shop in the visitor\'s language (the remembered one, else English)', async ({ page, context, baseURL }) => {
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/en\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();

  await context.addCookies([{ name: 'locale', value: 'fr', url: baseURL! }]);
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/fr\/boutique$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
});

test('the XL pack page shows its facts (SPEC §9) and the online packs, in both languages', async ({ page }) => {
  await page.goto('/en/shop');
  await page.getByRole('link', { name: 'The XL pack' }).click();
  await expect(page).toHaveURL(/\/en\/shop\/xl-pack$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The XL pack' })).toBeVisible();
  const facts = page.locator('.product-facts li');
  await expect(facts).toHaveText([/^1 year\s+of online access$/, /^70\s+more games$/, /^700\s+movies and series, from 2017 to 2021$/]);
  await expect(page.getByRole('region', { name: 'Play premium online now' }).getByRole('link', { name: 'Buy 1 month' })).toBeVisible();

  // The language switch leads to the French page, under its French address.
  await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/boutique\/pack-xl$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Le pack XL' })).toBeVisible();
  await expect(facts.first()).toHaveText(/^1\s+an\s+d’accès en ligne$/);
});

test('an unknown product is the not-found page', async ({ page }) => {
  await page.goto('/en/shop/no-such-product');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a premium player sees until when premium runs, and no buy link (SPEC §5)', async ({ page }) => {
  await page.goto('/en/shop');
  await signInWithGoogle(page, `Shop premium ${test.info().project.name}`);
  await expect(buyLinks(page)).toHaveCount(3);
  const control = await page.request.post('/__test/premium', {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { secondsLeft: 3600 },
  });
  expect(control.status()).toBe(204);
  await page.reload();
  await expect(page.getByText(/^You are premium until /)).toBeVisible();
  await expect(packs(page, 'Premium packs').nth(0).locator('.pack-card__price')).toHaveText('€14.99');
  await expect(buyLinks(page)).toHaveCount(0);
});

test('/specialpack puts the 3-hour pack first, as the way to try premium', async ({ page }) => {
  await page.goto('/specialpack');
  await expect(page.getByRole('heading', { level: 1, name: 'Try premium for 3 hours' })).toBeVisible();
  const first = packs(page, 'Premium packs').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText('3 hours');
  await expect(first.getByRole('link', { name: 'Try it for €1.99' })).toBeVisible();
  await expect(packs(page, 'Premium packs')).toHaveCount(3);
  // One path for both languages: the switch keeps it and changes the page's language.
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Essayez le premium pendant 3\sheures$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/specialpack$/);
});

test('a purchase started from /specialpack names its offer to the server (POST /api/purchase/{type}/{ref})', async ({ page }) => {
  await page.goto('/specialpack');
  await signInWithGoogle(page, `Special ${test.info().project.name}`);
  const started = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/purchase/stripe_premium_pt3h/specialpack');
  await page.getByRole('link', { name: 'Try it for €1.99' }).click();
  await started;
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await expect(page.getByText('Premium, 3 hours')).toBeVisible();
});

test('the unlimited-access page lists the premium quizzes, in French too', async ({ page }) => {
  const premium = liveSeedQuizzes().filter((quiz) => quiz.premiumLevel > 0 && quiz.number <= 110);
  expect(premium.length).toBeGreaterThan(0);
  await page.goto('/fr/acces-illimite');
  await expect(page.getByRole('heading', { level: 1, name: 'Accès illimité' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Les quiz premium' });
  for (const quiz of premium) {
    await expect(list.getByRole('link', { name: new RegExp(`^n°\\s${quiz.number} ${escapeRegExp(quiz.title.fr)}( Joker)?$`) })).toHaveAttribute('href', `/quiz/fr/${quiz.slug.fr}`);
  }
  await expect(page.getByRole('link', { name: 'Acheter 3 mois' })).toBeVisible();
});
