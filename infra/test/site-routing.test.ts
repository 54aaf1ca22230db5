import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { resolveSitePath, STATIC_PAGES_DIR, type Locale } from '@quiz/shared';
import { SITE_REQUEST_CODE, SITE_RESPONSE_CODE } from '../lib/site-routing';

/** The seed's published content pages (a draft, /en/press-kit, has no page). */
const CONTENT = 'en/terms-of-use|fr/conditions-generales-utilisation|en/terms-of-sales|fr/conditions-generales-vente|en/legal|fr/mentions-legales|en/authors|fr/auteurs';

type EdgeRequest = { uri: string; cookies: Record<string, { value: string }>; querystring: Record<string, { value: string }> };
const run = <T>(code: string, event: unknown): T => runInNewContext(`${code}\nhandler(event);`, { event }) as T;
const request = (uri: string, locale?: Locale, l?: string): EdgeRequest => ({
  uri,
  cookies: locale ? { locale: { value: locale } } : {},
  querystring: l ? { l: { value: l } } : {},
});
const edgeUri = (uri: string, locale?: Locale, l?: string) => run<EdgeRequest>(SITE_REQUEST_CODE, { request: request(uri, locale, l) }).uri;
/** The status the viewer gets when the origin answered `originStatus` for the object the request names. */
const edgeStatus = (uri: string, locale?: Locale, originStatus = 200) =>
  run<{ statusCode: number }>(SITE_RESPONSE_CODE, { request: request(uri, locale), response: { statusCode: originStatus, statusDescription: 'origin' } }).statusCode;

const UUID = '374e5a9b-78fb-43d7-966a-60ca89278172';
/** The pages the build makes for the seed (the kinds CloudFront names), for shared's resolver. */
const built = (file: string) =>
  new RegExp(`^${STATIC_PAGES_DIR}/((en|fr)|en/more-quiz|fr/plus-de-quiz|404/(en|fr)|quiz(-seo)?/(en|fr)/(festival-day|jour-de-festival)|menu/(en|fr)|${CONTENT}|(cgv|authors)\\.(en|fr)|frag/quiz_slide/(en|fr)/${UUID})\\.html$`).test(file);

describe('page routing at the edge (CloudFront Functions) answers as the local server does (shared resolveSitePath)', () => {
  const paths: [string, Locale?][] = [
    ['/'], ['/', 'fr'], ['/en'], ['/fr/'], ['/quiz-seo/en/festival-day'], ['/quiz/fr/jour-de-festival'], ['/404/fr'],
    ['/en/more-quiz'], ['/fr/plus-de-quiz'], ['/more_quiz'], ['/more_quiz', 'fr'], ['/menu/en'], ['/en/shop'], ['/fr/boutique/pack-xl'], ['/push_session'], ['/push_session/abc'], ['/stripe/purchase/stripe_premium_p1m'],
    ['/nowhere'], ['/nowhere', 'fr'], ['/fr/nulle/part'], ['/menu/de'], ['/de'],
    // SPEC §2 content pages (issue 21): the terms, the legal notice, a local_page; /cgv and /authors in the remembered language; the menu pre-rendered.
    ['/en/terms-of-use'], ['/fr/conditions-generales-utilisation'], ['/en/terms-of-sales'], ['/fr/mentions-legales'], ['/fr/auteurs'],
    ['/cgv'], ['/cgv', 'fr'], ['/authors', 'fr'], ['/menu/fr'], ['/fr/boutique'], ['/en/premium-over'],
    // SPEC §2 /utils/warmup-cache is an operator's function without a route: a visitor gets the 404 page.
    ['/utils/warmup-cache'],
  ];

  it.each(paths)('%s (remembered language %s)', (path, locale) => {
    const local = resolveSitePath(path, { rememberedLocale: locale ?? null, hasStaticPage: built });
    const expectedUri = local.kind === 'app' ? '/index.html' : `/${local.file}`;
    expect(edgeUri(path, locale)).toBe(expectedUri);
    expect(edgeStatus(path, locale)).toBe(local.kind === 'notFound' ? 404 : 200);
  });

  describe('SPEC §2 /frag/quiz_slide/{uuid}: the fragment in ?l=, else the remembered language; an unknown uuid is a 404', () => {
    const cases: [string, Locale | undefined, Locale | undefined][] = [
      [`/frag/quiz_slide/${UUID}`, undefined, undefined],
      [`/frag/quiz_slide/${UUID}`, 'fr', undefined],
      [`/frag/quiz_slide/${UUID}`, 'fr', 'en'],
      [`/frag/quiz_slide/${UUID}`, undefined, 'fr'],
      [`/frag/quiz_slide/${UUID}/`, undefined, undefined],
      ['/frag/quiz_slide/00000000-0000-4000-8000-000000000000', undefined, undefined],
      ['/frag/quiz_slide/12', 'fr', undefined],
      ['/frag/quiz_slide', undefined, undefined],
      [`/frag/quiz_slide/${UUID}/more`, undefined, undefined],
    ];

    it.each(cases)('%s (remembered %s, ?l=%s)', (path, locale, l) => {
      const local = resolveSitePath(path, { rememberedLocale: locale ?? null, requestedLocale: l ?? null, hasStaticPage: built });
      expect(local.kind).toBe('fragment');
      const file = local.kind === 'fragment' ? local.file : null;
      const uri = run<EdgeRequest>(SITE_REQUEST_CODE, { request: request(path, locale, l) }).uri;
      if (file) {
        // The object exists: the edge asks S3 for the same file and passes its 200 on.
        expect(uri).toBe(`/${file}`);
        expect(edgeStatus(path, locale)).toBe(200);
      } else {
        // S3 holds no such object and says 403 (CloudFront may not list the bucket): the viewer gets 404.
        expect(built(uri.slice(1))).toBe(false);
        expect(edgeStatus(path, locale, 403)).toBe(404);
        expect(edgeStatus(uri, locale, 403)).toBe(404);
      }
    });

    it('leaves the 403 of a page path alone (the known gap of "Pre-rendered pages"; only fragments are turned into 404)', () => {
      expect(edgeStatus('/quiz-seo/en/typo', undefined, 403)).toBe(403);
    });
  });

  it('leaves files of the build as they are', () => {
    for (const uri of ['/assets/app-3f2a.js', '/images/20e969ee362c3acc.svg', '/favicon.svg', '/sitemap.xml', '/robots.txt']) {
      expect(edgeUri(uri)).toBe(uri);
      expect(edgeStatus(uri)).toBe(200);
    }
  });

  it('SPEC §2 /utils/warmup-cache: an anonymous visitor gets the 404 page, never the warm-up', () => {
    expect(edgeUri('/utils/warmup-cache')).toBe(`/${STATIC_PAGES_DIR}/404/en.html`);
    expect(edgeStatus('/utils/warmup-cache')).toBe(404);
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
