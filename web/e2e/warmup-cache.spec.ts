import { expect, test } from '@playwright/test';
import { accessTokenOf, signInWithGoogle } from './account-helpers';

/**
 * SPEC §2 /utils/warmup-cache: an operator's call, never a visitor's (docs/adr/0027-warm-up-after-a-deploy.md
 *). In AWS it is a function without a route (the path is the 404 page, tested at the
 * edge in infra/test/site-routing.test.ts); the local server has it with its test controls, for an
 * admin only.
 */
const PATH = '/utils/warmup-cache';

test('refuses an anonymous caller, whatever the method: 401, and nothing is warmed', async ({ request }) => {
  for (const method of ['get', 'post'] as const) {
    const answer = await request[method](PATH);
    expect(answer.status(), method).toBe(401);
    expect(await answer.json(), method).not.toHaveProperty('functions');
  }
});

test('refuses a signed-in player without the admin role (403), and runs for an admin: every function pinged, each catalogue fetched', async ({ page }) => {
  test.slow();
  await page.goto('/en?direct');
  await signInWithGoogle(page, `Player ${test.info().project.name}`);
  const player = await page.request.post(PATH, { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  expect(player.status()).toBe(403);

  await page.context().clearCookies();
  // Signed out: the session is the browser's (localStorage, docs/accounts.md "Where the session is kept").
  await page.evaluate(() => localStorage.clear());
  await page.goto('/en?direct');
  await signInWithGoogle(page, `Operator ${test.info().project.name}`, { groups: ['admin'] });
  const operator = await page.request.post(PATH, { headers: { authorization: `Bearer ${await accessTokenOf(page)}` } });
  expect(operator.status()).toBe(200);
  const report = (await operator.json()) as { functions: { name: string; ok: boolean }[]; catalogue: { locale: string; status: number }[] };
  expect(report.functions.length).toBeGreaterThan(40);
  expect(report.functions.filter((f) => !f.ok)).toEqual([]);
  expect(report.catalogue.map(({ locale, status }) => [locale, status])).toEqual([['en', 200], ['fr', 200]]);
});
