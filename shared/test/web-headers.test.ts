import { describe, expect, it } from 'vitest';
import { cacheControlFor, contentSecurityPolicy, fragmentSecurityHeaders, securityHeaders } from '../src/web-headers';

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('the site\'s response headers (security headers, long cache for hashed assets, short for HTML)', () => {
  it('allows scripts from the site only: no inline script, no eval', () => {
    const csp = directives(contentSecurityPolicy([]));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets the page reach the sign-in service, and nothing else besides its own origin', () => {
    const csp = directives(contentSecurityPolicy(['https://auth.example.com']));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://auth.example.com']);
  });

  it('sends HSTS, nosniff, no framing, a referrer policy and a permissions policy', () => {
    const headers = securityHeaders([]);
    expect(headers['strict-transport-security']).toMatch(/^max-age=63072000; includeSubDomains; preload$/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  it('caches hashed assets for a year, immutable, and pages for a minute at the edge only', () => {
    expect(cacheControlFor('/assets/app-BoLj1xa3.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/index.html')).toBe('public, max-age=0, s-maxage=60, must-revalidate');
    expect(cacheControlFor('/favicon.svg')).toBe('public, max-age=0, s-maxage=60, must-revalidate');
  });
});

describe('SPEC §2 quiz slide fragments: their own headers', () => {
  it('lets no script run, loads only the site\'s pictures, may be framed by https pages, is not indexed', () => {
    const headers = fragmentSecurityHeaders();
    const csp = directives(headers['content-security-policy']!);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
    expect(csp.get('img-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https:']);
    expect(headers).not.toHaveProperty('x-frame-options');
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(headers['strict-transport-security']).toBe(securityHeaders([])['strict-transport-security']);
  });
});
