import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { liveSeedQuizzes } from './seed';

const quizzes = liveSeedQuizzes();

for (const locale of ['en', 'fr'] as const) {
  test(`the home page lists the seed games in ${locale === 'en' ? 'English' : 'French'} at /${locale}`, async ({ page }) => {
    await page.goto(`/${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    for (const quiz of quizzes) {
      const card = page.getByRole('link', { name: new RegExp(quiz.title[locale].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      await expect(card).toBeVisible();
      await expect(card).toHaveAttribute('href', `/quiz/${locale}/${quiz.slug[locale]}`);
    }
    const other = locale === 'en' ? 'fr' : 'en';
    for (const quiz of quizzes.filter((q) => q.title[other] !== q.title[locale])) {
      await expect(page.getByText(quiz.title[other], { exact: true })).toHaveCount(0);
    }
  });
}

test('the home page has no accessibility violation (axe) in either language', { tag: '@phone' }, async ({ page }) => {
  for (const locale of ['en', 'fr']) {
    await page.goto(`/${locale}`);
    await expect(page.getByRole('link', { name: new RegExp(quizzes[0]!.title[locale as 'en' | 'fr']) })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
});

test('/ opens the home page in English and the language switch moves to French', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: new RegExp(quizzes[0]!.title.en) })).toBeVisible();
  await page.getByRole('link', { name: /français|FR/i }).first().click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByRole('link', { name: new RegExp(quizzes[0]!.title.fr) })).toBeVisible();
});

test('the API answers an unknown call with a 404 JSON error, and bad input with a 400 naming the field', async ({ request }) => {
  const unknown = await request.get('/api/does-not-exist');
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).error.code).toBe('route_not_found');
  const bad = await request.get('/api/init?l=xx');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.issues[0]).toMatchObject({ code: expect.any(String), path: ['query', 'l'] });
  const badJson = await request.post('/api/plays', { headers: { 'content-type': 'application/json' }, data: Buffer.from('{oops') });
  expect(badJson.status()).toBe(400);
  expect((await badJson.json()).error.code).toBe('invalid_json');
});
