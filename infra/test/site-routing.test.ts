import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { resolveSitePath, STATIC_PAGES_DIR, type Locale } from '@quiz/shared';
import { SITE_REQUEST_CODE, SITE_RESPONSE_CODE } from '../lib/site-routing';

/** The seed's published content pages (a draft, /en/press-kit, has no page). */
const CONTENT = 'en/terms-of-use|fr/conditions-generales-utilisation|en/terms-of-sales|fr/conditions-generales-vente|en/legal|fr/mentions-legales|en/authors|fr/auteurs';

type EdgeRequest = { uri: string; cookies: Record<string, { value: string }> };
const run = <T>(code: string, event: unknown): T => runInNewContext(`${code}\nhandler(event);`, { event }) as T;
const request = (uri: string, locale?: Locale): EdgeRequest => ({ uri, cookies: locale ? { locale: { value: locale } } : {} });
const edgeUri = (uri: string, locale?: Locale) => run<EdgeRequest>(SITE_REQUEST_CODE, { request: request(uri, locale) }).uri;
const edgeStatus = (uri: string, locale?: Locale) =>
  run<{ statusCode: number }>(SITE_RESPONSE_CODE, { request: request(uri, locale), response: { statusCode: 200, statusDescription: 'OK' } }).statusCode;

/** The pages the build makes for the seed (the kinds CloudFront names), for shared's resolver. */
const built = (file: string) =>
  new RegExp(`^${STATIC_PAGES_DIR}/((en|fr)|en/more-quiz|fr/plus-de-quiz|404/(en|fr)|quiz(-seo)?/(en|fr)/(festival-day|jour-de-festival)|menu/(en|fr)|${CONTENT}|(cgv|authors)\\.(en|fr))\\.html$`).test(file);

describe('page routing at the edge (CloudFront Functions) answers as the local server does (shared resolveSitePath)', () => {
  const paths: [string, Locale?][] = [
    ['/'], ['/', 'fr'], ['/en'], ['/fr/'], ['/quiz-seo/en/festival-day'], ['/quiz/fr/jour-de-festival'], ['/404/fr'],
    ['/en/more-quiz'], ['/fr/plus-de-quiz'], ['/more_quiz'], ['/more_quiz', 'fr'], ['/menu/en'], ['/en/shop'], ['/fr/boutique/pack-xl'], ['/push_session'], ['/push_session/abc'], ['/stripe/purchase/stripe_premium_p1m'],
    ['/nowhere'], ['/nowhere', 'fr'], ['/fr/nulle/part'], ['/menu/de'], ['/de'],
    // SPEC §2 content pages (issue 21): the terms, the legal notice, a local_page; /cgv and /authors in the remembered language; the menu pre-rendered.
    ['/en/terms-of-use'], ['/fr/conditions-generales-utilisation'], ['/en/terms-of-sales'], ['/fr/mentions-legales'], ['/fr/auteurs'],
    ['/cgv'], ['/cgv', 'fr'], ['/authors', 'fr'], ['/menu/fr'], ['/fr/boutique'], ['/en/premium-over'],
  ];

  it.each(paths)('%s (remembered language %s)', (path, locale) => {
    const local = resolveSitePath(path, { rememberedLocale: locale ?? null, hasStaticPage: built });
    const expectedUri = local.kind === 'app' ? '/index.html' : `/${local.file}`;
    expect(edgeUri(path, locale)).toBe(expectedUri);
    expect(edgeStatus(path, locale)).toBe(local.kind === 'notFound' ? 404 : 200);
  });

  it('leaves files of the build as they are', () => {
    for (const uri of ['/assets/app-3f2a.js', '/images/20e969ee362c3acc.svg', '/favicon.svg', '/sitemap.xml', '/robots.txt']) {
      expect(edgeUri(uri)).toBe(uri);
      expect(edgeStatus(uri)).toBe(200);
    }
  });

  it('answers 404 also when the response sees the rewritten object', () => {
    expect(edgeStatus(`/${STATIC_PAGES_DIR}/404/fr.html`)).toBe(404);
  });

  it('known gap: a content path the build made no page for (a draft, a typo) is asked of S3, which answers 403 (docs/decisions.md "Content pages")', () => {
    for (const path of ['/en/press-kit', '/fr/nulle-part']) {
      expect(resolveSitePath(path, { rememberedLocale: null, hasStaticPage: built }).kind).toBe('notFound');
      expect(edgeUri(path)).toBe(`/${STATIC_PAGES_DIR}${path}.html`);
    }
  });
});
