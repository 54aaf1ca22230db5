import { describe, expect, it } from 'vitest';
import { localBuildOrigin, withServedOrigin } from '../src/local/site-origin';

/**
 * docs/adr/0004-local-runtime.md: canonical, hreflang, Open Graph and sitemap
 * addresses name the origin the local server really listens on (PORT), not the port the build assumed.
 */
describe('local absolute addresses follow the served origin', () => {
  it('knows a build made for this machine, and leaves a real site alone', () => {
    expect(localBuildOrigin('http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(localBuildOrigin('http://localhost:3100/')).toBe('http://localhost:3100');
    expect(localBuildOrigin('https://quiz.example.com')).toBeNull();
    expect(localBuildOrigin('https://127.0.0.1:3000')).toBeNull();
    expect(localBuildOrigin('not a url')).toBeNull();
    expect(localBuildOrigin(undefined)).toBeNull();
  });

  it('moves every address of the built origin to the served one, in pages, sitemap and robots.txt', () => {
    const page = '<link rel="canonical" href="http://127.0.0.1:3000/en/legal"><link rel="alternate" hreflang="fr" href="http://127.0.0.1:3000/fr/mentions-legales">';
    expect(withServedOrigin(page, 'http://127.0.0.1:3000', 'http://127.0.0.1:5331')).toBe(page.replaceAll(':3000/', ':5331/'));
    expect(withServedOrigin('  <loc>http://127.0.0.1:3000/en</loc>', 'http://127.0.0.1:3000', 'http://127.0.0.1:5331')).toBe('  <loc>http://127.0.0.1:5331/en</loc>');
    expect(withServedOrigin('Sitemap: http://127.0.0.1:3000/sitemap.xml\n', 'http://127.0.0.1:3000', 'http://127.0.0.1:4000')).toBe('Sitemap: http://127.0.0.1:4000/sitemap.xml\n');
  });

  it('never touches a longer port, another host, or a page when the origins agree', () => {
    const other = 'href="http://127.0.0.1:30001/en" href="https://quiz.example.com/en"';
    expect(withServedOrigin(other, 'http://127.0.0.1:3000', 'http://127.0.0.1:5331')).toBe(other);
    const same = 'href="http://127.0.0.1:3000/en"';
    expect(withServedOrigin(same, 'http://127.0.0.1:3000', 'http://127.0.0.1:3000')).toBe(same);
    expect(withServedOrigin(same, null, 'http://127.0.0.1:5331')).toBe(same);
  });
});
