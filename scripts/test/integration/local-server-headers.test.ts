import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL, securityHeaders } from '@quiz/shared';
import { startLocalServer } from '../../src/local/server';

/**
 * The local server sends what CloudFront sends: compressed bodies and the site's security
 * headers, so that what is measured locally is what players get. (The pages' content security policy
 * and cache settings, which need the production build, are checked end to end: web/e2e/headers.spec.ts.)
 */
let server: Awaited<ReturnType<typeof startLocalServer>>;

beforeAll(async () => {
  const imagesDir = mkdtempSync(path.join(tmpdir(), 'quiz-images-'));
  const circles = Array.from({ length: 200 }, (_, i) => `<circle cx="${i}" cy="${i}" r="4" fill="#5a38c7"/>`).join('');
  writeFileSync(path.join(imagesDir, 'picture.svg'), `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">${circles}</svg>`);
  server = await startLocalServer({ port: 0, imagesDir, web: 'none' });
});

afterAll(() => server.close());

describe('the local server compresses and sends the site\'s headers, as CloudFront does', () => {
  it('answers br to a browser that takes it, gzip to one that takes only gzip, and nothing to one that takes neither', async () => {
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const res = await fetch(`${server.url}/images/picture.svg`, { headers: { 'accept-encoding': accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(await res.text()).toContain('<circle');
    }
  });

  it('sends HSTS, nosniff, no framing, the referrer and permissions policies on every answer', async () => {
    const expected = securityHeaders([]);
    for (const pathname of ['/images/picture.svg', '/api/no-such-call%ZZ']) {
      const res = await fetch(`${server.url}${pathname}`);
      for (const name of ['strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy']) {
        expect(res.headers.get(name), `${pathname} ${name}`).toBe(expected[name]);
      }
    }
  });

  it('caches the content-hashed images a year, immutable (docs/adr/0025-image-variants-named-by-content.md)', async () => {
    const res = await fetch(`${server.url}/images/picture.svg`);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
  });
});
