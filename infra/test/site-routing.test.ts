import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { qrQuizPath, resolveSitePath, siteApiPath, STATIC_PAGES_DIR, type Locale } from '@quiz/shared';
import { KVS_IMPORT, QR_QUIZ_PATH_PATTERN, QR_REQUEST_CODE, SITE_REQUEST_CODE, SITE_RESPONSE_CODE } from '../lib/site-routing';

/** The seed's published content pages (a draft, /en/press-kit, has no page). */
const CONTENT = ['en/terms-of-use', 'fr/conditions-generales-utilisation', 'en/terms-of-sales', 'fr/conditions-generales-vente', 'en/legal', 'fr/mentions-legales', 'en/authors', 'fr/auteurs'];
const UUID = '374e5a9b-78fb-43d7-966a-60ca89278172';
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/** The files the build makes for the seed: what the deploy puts in the page store (web/dist/pages-index.json). */
const PAGE_FILES = new Set(
  [
    'en', 'fr', 'en/more-quiz', 'fr/plus-de-quiz', '404/en', '404/fr', 'menu/en', 'menu/fr',
    ...['quiz', 'quiz-seo'].flatMap((kind) => [`${kind}/en/festival-day`, `${kind}/fr/jour-de-festival`]),
    ...CONTENT, 'cgv.en', 'cgv.fr', 'authors.en', 'authors.fr', `frag/quiz_slide/en/${UUID}`, `frag/quiz_slide/fr/${UUID}`,
    `game/${UUID}.en`, `game/${UUID}.fr`,
    // A published competition's rules, per language.
    'competition/c-0123456789ab/rules.en', 'competition/c-0123456789ab/rules.fr',
  ].map((page) => `${STATIC_PAGES_DIR}/${page}.html`),
);
const built = (file: string) => PAGE_FILES.has(file);

type EdgeRequest = { uri: string; cookies: Record<string, { value: string }>; querystring: Record<string, { value: string }> };

/**
 * Runs a function's code as CloudFront would, with a fake of the runtime's `cloudfront` module whose
 * store holds the page files (and records what it was asked).
 */
async function run<T>(code: string, event: unknown, asked: string[] = []): Promise<T> {
  expect(code).toContain(KVS_IMPORT);
  const cloudfront = { kvs: () => ({ exists: async (key: string) => (asked.push(key), PAGE_FILES.has(key)) }) };
  return (await runInNewContext(`${code.replace(KVS_IMPORT, 'var cf = fakeCloudfront;')}\nhandler(event);`, { event, fakeCloudfront: cloudfront })) as T;
}
const request = (uri: string, locale?: Locale, l?: string): EdgeRequest => ({
  uri,
  cookies: locale ? { locale: { value: locale } } : {},
  querystring: l ? { l: { value: l } } : {},
});
const edgeUri = async (uri: string, locale?: Locale, l?: string) => (await run<EdgeRequest>(SITE_REQUEST_CODE, { request: request(uri, locale, l) })).uri;
/** The status the viewer gets when the origin answered `originStatus`, the response seeing the request as `seenUri`. */
const statusFor = async (seenUri: string, locale?: Locale, originStatus = 200) =>
  (await run<{ statusCode: number }>(SITE_RESPONSE_CODE, { request: request(seenUri, locale), response: { statusCode: originStatus, statusDescription: 'origin' } })).statusCode;
/**
 * The status the viewer gets for `path`: S3 answers 200 for a file it holds, 403 otherwise (CloudFront
 * may not list the bucket). Checked both ways the response may see the request: the object the
 * viewer request chose, and the viewer's own path; both must agree.
 */
async function edgeStatus(path: string, locale?: Locale, l?: string): Promise<number> {
  const uri = await edgeUri(path, locale, l);
  const origin = uri === '/index.html' || built(uri.slice(1)) ? 200 : 403;
  const seeingObject = await statusFor(uri, locale, origin);
  const seeingPath = await (async () =>
    (await run<{ statusCode: number }>(SITE_RESPONSE_CODE, { request: request(path, locale, l), response: { statusCode: origin, statusDescription: 'origin' } })).statusCode)();
  expect(seeingPath, 'the response decides alike whichever URI it sees').toBe(seeingObject);
  return seeingObject;
}

describe('page routing at the edge (CloudFront Functions) answers as the local server does (shared resolveSitePath)', () => {
  const paths: [string, Locale?][] = [
    ['/'], ['/', 'fr'], ['/en'], ['/fr/'], ['/quiz-seo/en/festival-day'], ['/quiz/fr/jour-de-festival'], ['/404/fr'], ['/404/en', 'fr'],
    ['/en/more-quiz'], ['/fr/plus-de-quiz'], ['/more_quiz'], ['/more_quiz', 'fr'], ['/menu/en'], ['/en/shop'], ['/fr/boutique/pack-xl'], ['/push_session'], ['/push_session/abc'], ['/stripe/purchase/stripe_premium_p1m'],
    ['/nowhere'], ['/nowhere', 'fr'], ['/fr/nulle/part'], ['/menu/de'], ['/de'],
    // SPEC §2 content pages: the terms, the legal notice, a local_page; /cgv and /authors in the remembered language; the menu pre-rendered.
    ['/en/terms-of-use'], ['/fr/conditions-generales-utilisation'], ['/en/terms-of-sales'], ['/fr/mentions-legales'], ['/fr/auteurs'],
    ['/cgv'], ['/cgv', 'fr'], ['/authors', 'fr'], ['/menu/fr'], ['/fr/boutique'], ['/en/premium-over'],
    // SPEC §2 /utils/warmup-cache is an operator's function without a route: a visitor gets the 404 page.
    ['/utils/warmup-cache'],
    // A gap closed by the page store: pre-rendered kinds the build made no page for.
    ['/quiz-seo/en/typo'], ['/quiz-seo/fr/typo', 'en'], ['/quiz/en/typo'], ['/en/press-kit'], ['/fr/nulle-part'], ['/14ressemblances', 'fr'],
    // The back-office: every path under /desk and /admin/app is the app's; /admin alone is not.
    ['/desk'], ['/desk/designer/games/12/references'], ['/admin/app/users'], ['/admin'], ['/admin/other'],
    ['/menu/en/extra'], ['/404/de'], ['/quiz-seo/en/Festival-Day'], ['/en/%E2%9C%93'], ['/en/%E0%A4%A'], ['/en/a%2Fb'], [`/en/${'x'.repeat(600)}`],
  ];

  it.each(paths)('%s (remembered language %s)', async (path, locale) => {
    const local = resolveSitePath(path, { rememberedLocale: locale ?? null, hasStaticPage: built });
    const expectedUri = local.kind === 'app' ? '/index.html' : local.kind === 'fragment' || local.kind === 'api' ? null : `/${local.file}`;
    expect(await edgeUri(path, locale)).toBe(expectedUri);
    expect(await edgeStatus(path, locale)).toBe(local.kind === 'notFound' ? 404 : 200);
  });

  it('closes the page store\'s gap: a path of a pre-rendered kind without a page is the 404 page with status 404, not S3\'s 403', async () => {
    for (const [path, locale] of [['/quiz-seo/en/typo', 'en'], ['/en/press-kit', 'en'], ['/quiz-seo/fr/typo', 'fr'], ['/fr/nulle-part', 'fr']] as const) {
      expect(resolveSitePath(path, { rememberedLocale: null, hasStaticPage: built })).toMatchObject({ kind: 'notFound', locale });
      expect(await edgeUri(path)).toBe(`/${STATIC_PAGES_DIR}/404/${locale}.html`);
      expect(await edgeStatus(path)).toBe(404);
    }
  });

  it('asks the store for the file the local server looks for (the key is the file, as in pages-index.json)', async () => {
    const asked: string[] = [];
    await run(SITE_REQUEST_CODE, { request: request('/cgv', 'fr') }, asked);
    await run(SITE_REQUEST_CODE, { request: request('/en/press-kit') }, asked);
    expect(asked).toEqual([`${STATIC_PAGES_DIR}/cgv.fr.html`, `${STATIC_PAGES_DIR}/en/press-kit.html`]);
  });

  describe('/competition/{id}/rules: pre-rendered, in ?l=, else the remembered language; /competition/{id} is the app\'s', () => {
    const cases: [string, Locale | undefined, Locale | undefined, string | null][] = [
      ['/competition/c-0123456789ab/rules', undefined, undefined, 'competition/c-0123456789ab/rules.en.html'],
      ['/competition/c-0123456789ab/rules', 'fr', undefined, 'competition/c-0123456789ab/rules.fr.html'],
      ['/competition/c-0123456789ab/rules', 'fr', 'en', 'competition/c-0123456789ab/rules.en.html'],
      ['/competition/c-0123456789ab/rules/', undefined, 'fr', 'competition/c-0123456789ab/rules.fr.html'],
      // A draft's (or an unknown competition's) rules were never rendered: the 404 page.
      ['/competition/c-ffffffffffff/rules', 'fr', undefined, null],
      ['/competition/nope/rules', undefined, undefined, null],
    ];
    it.each(cases)('%s (remembered %s, ?l=%s)', async (path, locale, l, file) => {
      const local = resolveSitePath(path, { rememberedLocale: locale ?? null, requestedLocale: l ?? null, hasStaticPage: built });
      expect(local).toEqual(file ? { kind: 'static', file: `${STATIC_PAGES_DIR}/${file}` } : expect.objectContaining({ kind: 'notFound' }));
      expect(await edgeUri(path, locale, l)).toBe(`/${local.kind === 'static' || local.kind === 'notFound' ? local.file : ''}`);
      expect(await edgeStatus(path, locale, l)).toBe(file ? 200 : 404);
    });
    it('the competition\'s own page is the app\'s shell, whatever its id', async () => {
      expect(resolveSitePath('/competition/c-0123456789ab', { rememberedLocale: null, hasStaticPage: built })).toEqual({ kind: 'app' });
      expect(await edgeUri('/competition/c-0123456789ab')).toBe('/index.html');
    });
  });

  describe('SPEC §2 /frag/quiz_slide/{uuid}: the fragment in ?l=, else the remembered language; an unknown uuid is a 404', () => {
    const cases: [string, Locale | undefined, Locale | undefined][] = [
      [`/frag/quiz_slide/${UUID}`, undefined, undefined],
      [`/frag/quiz_slide/${UUID}`, 'fr', undefined],
      [`/frag/quiz_slide/${UUID}`, 'fr', 'en'],
      [`/frag/quiz_slide/${UUID}`, undefined, 'fr'],
      [`/frag/quiz_slide/${UUID}/`, undefined, undefined],
      [`/frag/quiz_slide/${UNKNOWN_UUID}`, undefined, undefined],
      [`/frag/quiz_slide/${UNKNOWN_UUID}`, 'fr', 'fr'],
      ['/frag/quiz_slide/12', 'fr', undefined],
      ['/frag/quiz_slide', undefined, undefined],
      [`/frag/quiz_slide/${UUID}/more`, undefined, undefined],
    ];

    it.each(cases)('%s (remembered %s, ?l=%s)', async (path, locale, l) => {
      const local = resolveSitePath(path, { rememberedLocale: locale ?? null, requestedLocale: l ?? null, hasStaticPage: built });
      expect(local.kind).toBe('fragment');
      const file = local.kind === 'fragment' ? local.file : null;
      const uri = await edgeUri(path, locale, l);
      if (file) {
        // The fragment exists: the edge asks S3 for the same file and passes its 200 on.
        expect(uri).toBe(`/${file}`);
        expect(await edgeStatus(path, locale, l)).toBe(200);
      } else {
        // None: the edge asks S3 for an object it does not hold; its 403 becomes a bare 404.
        expect(built(uri.slice(1))).toBe(false);
        expect(uri.startsWith(`/${STATIC_PAGES_DIR}/frag/quiz_slide/`)).toBe(true);
        expect(await edgeStatus(path, locale, l)).toBe(404);
      }
    });
  });

  it('leaves files of the build as they are, without asking the store', async () => {
    for (const uri of ['/assets/app-3f2a.js', '/images/20e969ee362c3acc.svg', '/favicon.svg', '/sitemap.xml', '/robots.txt', '/pages-index.json']) {
      const asked: string[] = [];
      expect((await run<EdgeRequest>(SITE_REQUEST_CODE, { request: request(uri) }, asked)).uri).toBe(uri);
      expect(asked).toEqual([]);
      expect(await statusFor(uri)).toBe(200);
    }
  });

  it('answers 404 for the 404 pages\' own objects', async () => {
    expect(await statusFor(`/${STATIC_PAGES_DIR}/404/fr.html`)).toBe(404);
    expect(await edgeUri(`/${STATIC_PAGES_DIR}/404/fr.html`)).toBe(`/${STATIC_PAGES_DIR}/404/fr.html`);
  });

  it('fits CloudFront Functions\' 10 KB of code', () => {
    for (const code of [SITE_REQUEST_CODE, SITE_RESPONSE_CODE]) expect(Buffer.byteLength(code)).toBeLessThanOrEqual(10 * 1024);
  });

  describe('SPEC §2 /qr-quiz/{hash}: the /qr-quiz/* behaviour asks the API, as the local server does (shared siteApiPath)', () => {
    const qrUri = async (uri: string) => (await runInNewContext(`${QR_REQUEST_CODE}\nhandler(event);`, { event: { request: request(uri) } }) as EdgeRequest).uri;
    it.each([qrQuizPath(48, 'fr'), qrQuizPath(1, 'en'), '/qr-quiz/unknown', '/qr-quiz/fr1c/', '/qr-quiz/fr1c/more', '/qr-quiz/', '/qr-quiz/%2F..'])('%s', async (path) => {
      expect(path.startsWith(QR_QUIZ_PATH_PATTERN.slice(0, -1))).toBe(true);
      const api = siteApiPath(path);
      expect(api).not.toBeNull();
      expect(resolveSitePath(path, { rememberedLocale: null, hasStaticPage: built })).toEqual({ kind: 'api', path: api });
      expect(await qrUri(path)).toBe(api);
    });

    it('sends a hash to its API call and anything deeper to the hash `-` (the 404 page)', async () => {
      expect(await qrUri('/qr-quiz/fr1c')).toBe('/api/qr-quiz/fr1c');
      expect(await qrUri('/qr-quiz/fr1c/more')).toBe('/api/qr-quiz/-');
    });

    it('leaves /qr-quiz without a hash to the page routing (the 404 page)', async () => {
      expect(siteApiPath('/qr-quiz')).toBeNull();
      expect(await edgeStatus('/qr-quiz')).toBe(404);
    });
  });
});
