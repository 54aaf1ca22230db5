import { describe, expect, it } from 'vitest';
import { fileAddresses, MAX_INVALIDATION_PATHS, PUBLISH_API_INVALIDATION_PATHS, sitePublishPlan } from '../src/static-site';

const file = (name: string, md5: string) => ({ file: name, body: `body of ${name}`, md5 });

describe('sitePublishPlan: what a publish writes, removes and invalidates (docs/back-office.md "Publishing")', () => {
  it('writes new and changed files only, removes the files a build of the data no longer makes', () => {
    const current = new Map([
      ['pages/en.html', 'a'],
      ['pages/en/press.html', 'b'],
      ['pages/quiz-seo/en/old.html', 'c'],
      ['sitemap.xml', 'd'],
      ['index.html', 'e'], // the app's, not the publish's: never removed
    ]);
    const plan = sitePublishPlan(current, [file('pages/en.html', 'a2'), file('pages/en/press.html', 'b'), file('pages/quiz-seo/en/new.html', 'n'), file('sitemap.xml', 'd2')]);
    expect(plan.write.map((f) => f.file)).toEqual(['pages/en.html', 'pages/quiz-seo/en/new.html', 'sitemap.xml']);
    expect(plan.remove).toEqual(['pages/quiz-seo/en/old.html']);
    expect(plan.unchanged).toBe(1);
    expect(plan.pageKeys).toEqual({ put: ['pages/quiz-seo/en/new.html'], delete: ['pages/quiz-seo/en/old.html'] });
  });

  it('invalidates the changed and removed pages, the objects they are served from, and the public API answers (catalogue, pages, menu, products)', () => {
    const plan = sitePublishPlan(new Map([['pages/en/press.html', 'x']]), [file('pages/en.html', 'a')]);
    expect(plan.invalidate).toEqual(['/', '/en', '/en/press', '/pages/en.html', '/pages/en/press.html', ...PUBLISH_API_INVALIDATION_PATHS]);
    expect(PUBLISH_API_INVALIDATION_PATHS).toEqual(['/api/catalogue*', '/api/games*', '/api/pages*', '/api/menu*', '/api/popups*', '/api/products*', '/api/product/*']);
  });

  it('a publish that changes no page still refreshes the public API answers', () => {
    const plan = sitePublishPlan(new Map([['pages/en.html', 'a']]), [file('pages/en.html', 'a')]);
    expect(plan.write).toEqual([]);
    expect(plan.invalidate).toEqual(PUBLISH_API_INVALIDATION_PATHS);
  });

  it('past MAX_INVALIDATION_PATHS addresses, one invalidation of everything', () => {
    const many = Array.from({ length: MAX_INVALIDATION_PATHS }, (_, i) => file(`pages/quiz-seo/en/q${i}.html`, 'x'));
    expect(sitePublishPlan(new Map(), many).invalidate).toEqual(['/*']);
  });
});

describe('fileAddresses: the addresses served from a file', () => {
  it.each([
    ['pages/en.html', ['/pages/en.html', '/en', '/']],
    ['pages/fr/plus-de-quiz.html', ['/pages/fr/plus-de-quiz.html', '/fr/plus-de-quiz', '/more_quiz']],
    ['pages/cgv.fr.html', ['/pages/cgv.fr.html', '/cgv']],
    ['pages/quiz-seo/fr/soiree-series.html', ['/pages/quiz-seo/fr/soiree-series.html', '/quiz-seo/fr/soiree-series']],
    ['pages/frag/quiz_slide/en/374e5a9b-78fb-43d7-966a-60ca89278172.html', ['/pages/frag/quiz_slide/en/374e5a9b-78fb-43d7-966a-60ca89278172.html', '/frag/quiz_slide/374e5a9b-78fb-43d7-966a-60ca89278172*']],
    // A legacy game page answers /game/{uuid} and /game/{uuid}/score.
    ['pages/game/374e5a9b-78fb-43d7-966a-60ca89278172.fr.html', ['/pages/game/374e5a9b-78fb-43d7-966a-60ca89278172.fr.html', '/game/374e5a9b-78fb-43d7-966a-60ca89278172', '/game/374e5a9b-78fb-43d7-966a-60ca89278172/score']],
    // A competition's rules in one language answer its path in every query.
    ['pages/competition/c-0123456789ab/rules.fr.html', ['/pages/competition/c-0123456789ab/rules.fr.html', '/competition/c-0123456789ab/rules*']],
    ['sitemap.xml', ['/sitemap.xml']],
  ])('%s', (name, addresses) => {
    expect(fileAddresses(name)).toEqual(addresses);
  });
});
