import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@quiz/shared';
import type * as Viewer from '../../src/lib/viewer';
import { apiEvent } from '../helpers/events';
import { useUnitEnvironment } from '../helpers/unit-env';

/**
 * What the handlers read of a request for the domain (lib/viewer.ts): in AWS the site's origin is the
 * stage's SITE_URL whatever Host the request names (docs/premium.md "Buying": never a forged Host);
 * the loopback rule without SITE_URL is tested through the purchase handler (purchase-start.test.ts).
 */
let viewer: typeof Viewer;

beforeAll(async () => {
  useUnitEnvironment();
  process.env.SITE_URL = 'https://quiz.example/';
  viewer = await import('../../src/lib/viewer');
});

describe('the request\'s viewer (lib/viewer.ts)', () => {
  it('the site origin is the stage\'s SITE_URL (without its trailing slash), whatever the Host header says', () => {
    expect(viewer.siteOriginOf(apiEvent(routes.startPurchase, { headers: { host: 'evil.example' } }))).toBe('https://quiz.example');
    expect(viewer.siteOriginOf(apiEvent(routes.startPurchase, { headers: { host: '127.0.0.1:5173' } }))).toBe('https://quiz.example');
  });

  it.each([['CH', 'CHF'], ['gb', 'GBP'], [undefined, 'EUR'], ['ZZ', 'EUR']])('the currency of CloudFront\'s country %s is %s (SPEC §9: EUR by default)', (country, currency) => {
    const event = apiEvent(routes.listProducts, country ? { headers: { 'cloudfront-viewer-country': country } } : {});
    expect(viewer.viewerCurrency(event)).toBe(currency);
  });
});
