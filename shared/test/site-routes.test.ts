import { describe, expect, it } from 'vitest';
import { aliasPageFile, CONTENT_PAGE_ALIASES, isAppRoute, quizSlideFile, resolveSitePath, staticPageFile } from '../src/site-routes';

const pages = new Set(['pages/en.html', 'pages/fr.html', 'pages/en/more-quiz.html', 'pages/fr/plus-de-quiz.html', 'pages/quiz-seo/en/festival-day.html', 'pages/404/en.html', 'pages/404/fr.html',
  'pages/en/terms-of-sales.html', 'pages/fr/conditions-generales-vente.html', 'pages/cgv.en.html', 'pages/cgv.fr.html', 'pages/authors.en.html', 'pages/menu/en.html']);
const resolve = (path: string, rememberedLocale: 'en' | 'fr' | null = null) =>
  resolveSitePath(path, { rememberedLocale, hasStaticPage: (file) => pages.has(file) });

describe('SPEC §2 /frag/quiz_slide/{uuid}: a quiz slide fragment in the language asked for, else the remembered one', () => {
  const uuid = '374e5a9b-78fb-43d7-966a-60ca89278172';
  const built = new Set([quizSlideFile('en', uuid), quizSlideFile('fr', uuid)]);
  const fragment = (path: string, rememberedLocale: 'en' | 'fr' | null = null, requestedLocale: 'en' | 'fr' | null = null) =>
    resolveSitePath(path, { rememberedLocale, requestedLocale, hasStaticPage: (file) => built.has(file) });

  it('serves the fragment of a known uuid: ?l= first, then the remembered language, then English', () => {
    expect(fragment(`/frag/quiz_slide/${uuid}`)).toEqual({ kind: 'fragment', file: `pages/frag/quiz_slide/en/${uuid}.html` });
    expect(fragment(`/frag/quiz_slide/${uuid}`, 'fr')).toEqual({ kind: 'fragment', file: `pages/frag/quiz_slide/fr/${uuid}.html` });
    expect(fragment(`/frag/quiz_slide/${uuid}`, 'fr', 'en')).toEqual({ kind: 'fragment', file: `pages/frag/quiz_slide/en/${uuid}.html` });
  });

  it('answers a bare 404 (no page around it) for an unknown or malformed uuid, or a path of another shape', () => {
    for (const path of ['/frag/quiz_slide/00000000-0000-4000-8000-000000000000', '/frag/quiz_slide/1', '/frag/quiz_slide/..', '/frag/quiz_slide', `/frag/quiz_slide/${uuid}/x`, `/frag/quiz_slide/${uuid.toUpperCase()}`]) {
      expect(fragment(path), path).toEqual({ kind: 'fragment', file: null });
    }
  });
});

describe('answers to page paths (static first, 404 with its status)', () => {
  it('serves a pre-rendered page where the build made one, trailing slash or not', () => {
    expect(resolve('/en')).toEqual({ kind: 'static', file: 'pages/en.html' });
    expect(resolve('/fr/')).toEqual({ kind: 'static', file: 'pages/fr.html' });
    expect(resolve('/quiz-seo/en/festival-day')).toEqual({ kind: 'static', file: staticPageFile('/quiz-seo/en/festival-day') });
  });

  it('SPEC §2: / is the home in the remembered language, English by default', () => {
    expect(resolve('/')).toEqual({ kind: 'static', file: 'pages/en.html' });
    expect(resolve('/', 'fr')).toEqual({ kind: 'static', file: 'pages/fr.html' });
  });

  it('SPEC §2 more quizzes: a page per language, and /more_quiz in the remembered one', () => {
    expect(resolve('/en/more-quiz')).toEqual({ kind: 'static', file: 'pages/en/more-quiz.html' });
    expect(resolve('/more_quiz')).toEqual({ kind: 'static', file: 'pages/en/more-quiz.html' });
    expect(resolve('/more_quiz', 'fr')).toEqual({ kind: 'static', file: 'pages/fr/plus-de-quiz.html' });
  });

  it("serves the app's shell for the app's routes without a page of their own", () => {
    for (const path of ['/menu/fr', '/quiz/fr/jour-de-festival', '/en/shop/xl-pack', '/push_session', '/push_session/abc', '/setlocale/fr']) {
      expect(resolve(path), path).toEqual({ kind: 'app' });
    }
  });

  it('answers 404, in the language the path names, for a path nobody serves', () => {
    expect(resolve('/en/no-such-page')).toEqual({ kind: 'notFound', file: 'pages/404/en.html', locale: 'en' });
    expect(resolve('/quiz-seo/fr/inconnu')).toEqual({ kind: 'notFound', file: 'pages/404/fr.html', locale: 'fr' });
    expect(resolve('/nowhere', 'fr')).toEqual({ kind: 'notFound', file: 'pages/404/fr.html', locale: 'fr' });
    expect(resolve('/nowhere')).toMatchObject({ kind: 'notFound', locale: 'en' });
  });

  it('SPEC §2 /404/{locale}: the error page answers with status 404 too', () => {
    expect(resolve('/404/fr')).toEqual({ kind: 'notFound', file: 'pages/404/fr.html', locale: 'fr' });
  });

  it('a :locale segment is only a language: /de is not the home of a third one', () => {
    expect(isAppRoute('/de')).toBe(false);
    expect(isAppRoute('/menu/de')).toBe(false);
    expect(isAppRoute('/fr')).toBe(true);
  });

  it('SPEC §2 back-office routes /desk/... and /admin/app/...: any depth is the app (a splat), nothing beside them', () => {
    for (const path of ['/desk', '/desk/designer', '/desk/designer/games/12/references', '/desk/tester/', '/admin/app', '/admin/app/users/abc']) {
      expect(isAppRoute(path)).toBe(true);
    }
    for (const path of ['/admin', '/admin/other', '/desks', '/en/desk']) expect(isAppRoute(path)).toBe(false);
  });

  it('never names a file outside the pages, whatever the path encodes', () => {
    const seen: string[] = [];
    const hasStaticPage = (file: string) => (seen.push(file), false);
    for (const path of ['/%2e%2e/%2e%2e/etc/passwd', '/en/..%2F..%2Fsecret', '/%E0%A4%A', '/a%5Cb']) {
      expect(resolveSitePath(path, { rememberedLocale: null, hasStaticPage }).kind).toBe('notFound');
    }
    expect(seen).toEqual([]);
  });

  it('SPEC §2 content pages (local_page /{locale}/{slug}): served where the build made one, else 404 (a draft has none)', () => {
    expect(resolve('/en/terms-of-sales')).toEqual({ kind: 'static', file: 'pages/en/terms-of-sales.html' });
    expect(resolve('/en/press-kit')).toEqual({ kind: 'notFound', file: 'pages/404/en.html', locale: 'en' });
  });

  it('SPEC §2 /cgv: the terms of sales in the remembered language, like /more_quiz', () => {
    expect(resolve('/cgv')).toEqual({ kind: 'static', file: 'pages/cgv.en.html' });
    expect(resolve('/cgv', 'fr')).toEqual({ kind: 'static', file: aliasPageFile('/cgv', 'fr') });
    expect(CONTENT_PAGE_ALIASES).toEqual(expect.arrayContaining(['/cgv', '/authors', '/14ressemblances']));
  });

  it('an alias without a page in the remembered language answers 404 in that language', () => {
    expect(resolve('/authors', 'fr')).toEqual({ kind: 'notFound', file: 'pages/404/fr.html', locale: 'fr' });
  });

  it('SPEC §2 /menu/{locale}: its pre-rendered page first, the app otherwise', () => {
    expect(resolve('/menu/en')).toEqual({ kind: 'static', file: 'pages/menu/en.html' });
    expect(resolve('/menu/fr')).toEqual({ kind: 'app' });
  });
});

describe('/competition/{id}/rules: pre-rendered per language, chosen by ?l=, else the remembered language', () => {
  const id = 'c-0123456789ab';
  const built = new Set(['pages/competition/c-0123456789ab/rules.en.html', 'pages/competition/c-0123456789ab/rules.fr.html']);
  const rules = (path: string, rememberedLocale: 'en' | 'fr' | null = null, requestedLocale: 'en' | 'fr' | null = null) =>
    resolveSitePath(path, { rememberedLocale, requestedLocale, hasStaticPage: (file) => built.has(file) });

  it('answers the file of the language asked for, else the remembered one, else English', () => {
    expect(rules(`/competition/${id}/rules`)).toEqual({ kind: 'static', file: `pages/competition/${id}/rules.en.html` });
    expect(rules(`/competition/${id}/rules`, 'fr')).toEqual({ kind: 'static', file: `pages/competition/${id}/rules.fr.html` });
    expect(rules(`/competition/${id}/rules`, 'fr', 'en')).toEqual({ kind: 'static', file: `pages/competition/${id}/rules.en.html` });
  });
  it('a competition without rendered rules (a draft, unknown) is the 404 page; its own page is the app\'s', () => {
    expect(rules('/competition/c-ffffffffffff/rules', 'fr')).toMatchObject({ kind: 'notFound', locale: 'fr' });
    expect(rules(`/competition/${id}`)).toEqual({ kind: 'app' });
    expect(isAppRoute(`/competition/${id}/other`)).toBe(false);
  });
});
