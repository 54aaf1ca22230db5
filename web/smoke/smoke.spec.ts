import { expect, test, type APIRequestContext } from '@playwright/test';
import { ORIGIN_VERIFY_HEADER } from '@quiz/shared';

/**
 * The smoke suite (docs/operating.md "After a deploy"): what an operator checks after a deploy, in a
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

for (const [path, locale] of [['/en/smoke-no-such-page', 'en'], ['/fr/smoke-nulle-part', 'fr']] as const) {
  test(`an unknown address (${path}) answers 404 with the not-found page in ${locale}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(`a[href="/${locale}"]`).first()).toBeVisible();
  });
}

test('the public listings answer: content pages of every type, the menu, the premium packs', async ({ request }) => {
  let pages = 0;
  for (const type of ['page', 'theme', 'multi_themes', 'redirect', 'stripe_success', 'stripe_cancel']) {
    const response = await request.get(`/api/pages/${type}?l=en`);
    expect(response.status(), type).toBe(200);
    pages += ((await response.json()) as { pages: unknown[] }).pages.length;
  }
  expect(pages, 'some content page is published').toBeGreaterThan(0);
  for (const locale of ['en', 'fr']) {
    const menu = await request.get(`/api/menu?l=${locale}`);
    expect(menu.status()).toBe(200);
    expect(Array.isArray(((await menu.json()) as { items: unknown }).items)).toBe(true);
  }
  const products = await request.get('/api/products?l=en');
  expect(products.status()).toBe(200);
  // SPEC §3: three premium packs (3 months, 1 month, 3 hours), each with a price.
  const { packs } = (await products.json()) as { packs: { amount: number }[] };
  expect(packs).toHaveLength(3);
  for (const pack of packs) expect(pack.amount).toBeGreaterThan(0);
});

/**
 * Stripe's webhook: the function URL of a deployed stage (`--webhook-url`, the payments stack's output
 * StripeWebhookUrl), or the local runtime's path. An unsigned event is refused with 400 and changes nothing.
 */
test('the payments webhook answers, and refuses an unsigned event with 400', async ({ request, baseURL }) => {
  const url = process.env.SMOKE_WEBHOOK_URL ?? `${baseURL}/webhooks/stripe`;
  const response = await request.post(url, { data: { id: 'evt_smoke', type: 'checkout.session.completed' } });
  expect(response.status()).toBe(400);
});

/**
 * The API's own endpoint (`--execute-api-url`, a deployed stage's): a call that does not come through
 * CloudFront is refused by API Gateway itself, before any function runs (docs/adr/0043-origin-authorizer.md):
 * 401 without the origin header, 403 from the authorizer with a wrong value. API Gateway's body is
 * `{"message": …}`; a function's refusal would be the API's `{"error": …}`.
 */
const executeApiUrl = process.env.SMOKE_EXECUTE_API_URL;
if (executeApiUrl) {
  const aroundCloudFront = `${executeApiUrl.replace(/\/$/, '')}/api/ping`;
  test('the API refuses a call made around CloudFront: 401 without the origin header, before any function', async ({ request }) => {
    const response = await request.get(aroundCloudFront);
    expect(response.status()).toBe(401);
    const body = await response.json();
    expect(body).toHaveProperty('message');
    expect(body).not.toHaveProperty('error');
  });

  test('the API refuses a wrong origin header with 403 from its authorizer, before any function', async ({ request }) => {
    const response = await request.get(aroundCloudFront, { headers: { [ORIGIN_VERIFY_HEADER]: 'smoke-not-the-origin-secret' } });
    expect(response.status()).toBe(403);
    const body = await response.json();
    expect(body).toHaveProperty('message');
    expect(body).not.toHaveProperty('error');
  });
}

/** A published competition's board (`--competition <id>`): its first page, and the next one when there is one. */
const competitionId = process.env.SMOKE_COMPETITION_ID;
if (competitionId) {
  test('a competition board answers its first page and, through its cursor, the second', async ({ request }) => {
    const first = await request.get(`/api/competition/${competitionId}/board`);
    expect(first.status()).toBe(200);
    const { entries, cursor } = (await first.json()) as { entries: { rank: number }[]; cursor: string | null };
    if (cursor === null) return; // one page only: nothing further to read
    const second = await request.get(`/api/competition/${competitionId}/board?cursor=${encodeURIComponent(cursor)}`);
    expect(second.status()).toBe(200);
    const next = ((await second.json()) as { entries: { rank: number }[] }).entries;
    expect(next[0]!.rank).toBeGreaterThan(entries.at(-1)!.rank);
  });
}
