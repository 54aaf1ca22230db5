import { expect, test } from '@playwright/test';
import { IMMUTABLE_CACHE_CONTROL, PAGE_CACHE_CONTROL, contentSecurityPolicy } from '@quiz/shared';
import { signInWithGoogle } from './account-helpers';

/**
 * What the production build is served with (shared/src/web-headers.ts, the same as
 * CloudFront's): compressed, hashed assets cached a year, pages revalidated, and a content security
 * policy without inline scripts under which the whole app, sign-in included, runs.
 */

test('pages and assets come compressed, with the site\'s cache settings and content security policy', async ({ page }) => {
  const response = await page.goto('/en');
  const headers = response!.headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
  const auth = (await (await page.request.get('/auth-config.json')).json()) as { authority: string; endSessionEndpoint: string };
  const signIn = [...new Set([new URL(auth.authority).origin, new URL(auth.endSessionEndpoint).origin])];
  expect(headers['content-security-policy']).toBe(contentSecurityPolicy(signIn));
  expect(headers['x-frame-options']).toBe('DENY');

  const scripts = await page.locator('script[src^="/assets/"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src')!));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const asset = await page.request.get(script, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['cache-control'], script).toBe(IMMUTABLE_CACHE_CONTROL);
    // Bodies under 1 KB are not worth compressing (nor does CloudFront compress them).
    if ((await asset.body()).length >= 1024) expect(asset.headers()['content-encoding'], script).toBe('br');
  }
});

test('the app runs under the content security policy: nothing refused, sign-in included', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  // Also what a script tries and catches (an eval probe): the browser reports it all the same.
  await page.exposeFunction('reportViolation', (what: string) => refused.push(what));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation(w: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.columnNumber}`);
    });
  });
  await page.goto('/fr?direct');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signInWithGoogle(page, `Policy ${test.info().project.name}`, { locale: 'fr' });
  await page.goto('/en/shop');
  await expect(page.getByText('€14.99')).toBeVisible();
  // A quiz page checks its play with the shared schemas.
  await page.goto('/quiz/en/festival-day');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(refused).toEqual([]);
});
