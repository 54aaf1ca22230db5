import { expect, test } from '@playwright/test';
import { quiz, quizPath, startPlay, TEXT, titleOf } from './game-helpers';

/** The quiz page as a page: what it loads, and how it moves between languages and quizzes. */

test('the quiz page loads its game code on demand, and no zod at all', async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, response.text());
  });
  await page.goto('/en?direct');
  // The app's home, not the pre-rendered page it loads over.
  await expect(page.locator('html[data-app-load~="webAppReady"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const home = new Set(scripts.keys());
  expect([...home].some((path) => /\/quiz-[\w-]+\.js$/.test(path)), 'the game chunk on the home page').toBe(false);

  await page.getByRole('link', { name: new RegExp(quiz.title.en) }).click();
  await expect(page.getByRole('heading', { level: 1, name: quiz.title.en })).toBeVisible();
  expect([...scripts.keys()].filter((path) => !home.has(path)).some((path) => /\/quiz-[\w-]+\.js$/.test(path))).toBe(true);

  for (const [path, text] of scripts) expect(await text, `${path} bundles zod`).not.toContain('"ZodError"');
});

test('a page downloads the texts of its language only; a language switch brings the other’s', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  const downloaded = async (text: string) => (await Promise.all(scripts)).some((body) => body.includes(text));

  await page.goto(quizPath('en'));
  await expect(page.getByRole('button', { name: TEXT.en.play, exact: true })).toBeVisible();
  expect(await downloaded(TEXT.en.start), 'the English game texts').toBe(true);
  expect(await downloaded(TEXT.fr.start), 'the French game texts').toBe(false);

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
  await expect(page.getByRole('button', { name: TEXT.fr.play, exact: true })).toBeVisible();
  expect(await downloaded(TEXT.fr.start), 'the French game texts').toBe(true);
});

test('the language switch keeps the quiz: the other language’s slug leads to this one’s', async ({ page }) => {
  await page.goto(quizPath('en'));
  await expect(page.getByRole('heading', { level: 1, name: quiz.title.en })).toBeVisible();
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(new RegExp(`${quizPath('fr')}$`));
  await expect(page.getByRole('heading', { level: 1, name: quiz.title.fr })).toBeVisible();
  await expect(page.getByRole('button', { name: TEXT.fr.play, exact: true })).toBeVisible();
});

test('an unknown quiz is the 404 page', async ({ page }) => {
  await page.goto('/quiz/en/no-such-quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a reload during a play goes on with the same play, where it was, on the same clock', async ({ page }) => {
  const t = TEXT.en;
  await startPlay(page, 'en', 'FREE');
  await page.getByRole('button', { name: t.wholeButton }).click();
  await page.getByRole('dialog', { name: t.wholeBox }).getByRole('textbox').fill(titleOf('r11', 'en'));
  await page.keyboard.press('Enter');
  await expect(page.getByText(t.count(1))).toBeVisible();
  const before = await page.getByRole('timer', { name: t.timeLeft }).textContent();

  let starts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/plays') && request.method() === 'POST') starts++;
  });
  await page.reload();
  await expect(page.getByText(t.count(1))).toBeVisible();
  const after = await page.getByRole('timer', { name: t.timeLeft }).textContent();
  // The clock went on: never more time than before the reload.
  const seconds = (text: string | null) => {
    const [, minutes, rest] = /(\d+):(\d\d)/.exec(text ?? '') ?? [];
    return Number(minutes) * 60 + Number(rest);
  };
  expect(seconds(after)).toBeLessThanOrEqual(seconds(before));
  expect(starts).toBe(0);
});
