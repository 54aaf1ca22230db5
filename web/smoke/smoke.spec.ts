import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * The smoke suite (infra/README.md "Operating"): what an operator checks after a deploy, in a
 * minute, against any stage (`npm run smoke -- --base-url https://…`) and in CI against the local
 * runtime. It knows nothing of the content: it reads the catalogue like a visitor's page does, and it
 * never uses test controls. It does write one anonymous play and its score (counted in the stats like
 * any visitor's).
 */

/** What the smoke reads of a catalogue entry (shared/src/schemas/games.ts `gameSummarySchema`). */
interface CatalogueGame {
  id: number;
  slug: string;
  premiumLevel: number;
}

async function freeQuiz(request: APIRequestContext, locale: 'en' | 'fr'): Promise<{ id: number; slug: string }> {
  const response = await request.get(`/api/catalogue?l=${locale}`);
  expect(response.status()).toBe(200);
  const { games } = (await response.json()) as { games: Record<string, CatalogueGame> };
  const free = Object.values(games).find((game) => game.premiumLevel === 0);
  expect(free, 'the catalogue has a free live quiz').toBeDefined();
  return { id: free!.id, slug: free!.slug };
}

for (const locale of ['en', 'fr'] as const) {
  test(`the home page answers in ${locale}, with its language, a title and quiz cards`, async ({ page }) => {
    const response = await page.goto(`/${locale}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(/\S/);
    await expect(page.locator(`a[href^="/quiz/${locale}/"]`).first()).toBeVisible();
  });
}

test('pages and the API carry the security headers', async ({ request }) => {
  for (const path of ['/en', '/api/ping']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toMatch(/default-src/);
    expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{8,}/);
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toMatch(/camera=\(\)/);
  }
});

test('the sign-in service is reachable and knows this site', async ({ request, baseURL }) => {
  const config = (await (await request.get('/auth-config.json')).json()) as { authority: string; clientId: string; redirectUri: string; scope: string };
  expect(new URL(config.redirectUri).origin).toBe(new URL(baseURL!).origin);
  const discovery = await request.get(`${config.authority}/.well-known/openid-configuration`);
  expect(discovery.status()).toBe(200);
  const { authorization_endpoint: authorize } = (await discovery.json()) as { authorization_endpoint: string };
  const query = new URLSearchParams({
    client_id: config.clientId, response_type: 'code', scope: config.scope, redirect_uri: config.redirectUri,
    state: 'smoke', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256',
  });
  // The sign-in page, or a redirect to it; never an error about this client or this site's return address.
  const answer = await request.get(`${authorize}?${query}`, { maxRedirects: 0 });
  expect([200, 302, 303]).toContain(answer.status());
  expect(answer.headers().location ?? '').not.toMatch(/error=/);
});

test('a visitor plays a quiz: the play starts, a guess is judged, the score is recorded', async ({ page }) => {
  const quiz = await freeQuiz(page.request, 'en');
  await page.goto(`/quiz/en/${quiz.slug}`);
  const started = page.waitForResponse((r) => r.url().endsWith('/api/plays') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const startButton = page.getByRole('button', { name: 'Start the game' });
  await startButton.click();
  expect((await started).status()).toBeLessThan(300);
  await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible();

  // A guess that names nothing in any picture, typed where the player clicked.
  const canvas = page.locator('.game .picture__canvas');
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: box.width * 0.5, y: box.height * 0.5 } });
  const judged = page.waitForResponse((r) => /\/api\/plays\/[^/]+\/guesses$/.test(r.url()));
  await page.getByRole('textbox').first().fill('zzz smoke test qqq');
  await page.getByRole('textbox').first().press('Enter');
  expect((await judged).status()).toBe(200);

  const posted = page.waitForResponse((r) => r.url().includes('/api/post_scores') && r.request().method() === 'POST');
  // "Finish later" ends the part: its score is posted (the run can be continued another time).
  await page.getByRole('button', { name: 'Finish later' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Finish later' }).click();
  const post = await posted;
  expect(post.status()).toBe(200);
  const { received } = (await post.json()) as { received: { stored: number; known: number } };
  expect(received.stored + received.known).toBeGreaterThanOrEqual(1);
});
