import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { SiteBuildInfo } from '@quiz/shared';
import { renderSharePage } from '../../src/shares/share-page';
import { renderPreviewImage } from '../../src/shares/preview-image';

/** A share's page and preview image (issue 23, docs/decisions.md "Score shares"). */
const build: SiteBuildInfo = {
  siteUrl: 'https://quiz.example',
  assets: { appScripts: ['/assets/index-abc.js'], appStyles: ['/assets/index-abc.css'], landingScript: '/assets/landing-abc.js', landingStyles: ['/assets/landing-abc.css'], quizStyles: [] },
};
const input = {
  id: 'AbCdEfGhIjKlMnOpQrStUv', locale: 'fr' as const, number: 12, title: 'Jour de <festival>', score: 7.5,
  outcomes: ['found', 'hinted', 'revealed', 'missed'] as const, quizPath: '/quiz/fr/jour-de-festival', origin: 'https://quiz.example', build,
};

describe('the share page', () => {
  const html = renderSharePage({ ...input, outcomes: [...input.outcomes] });

  it('is static-first: language, title, description, canonical (the /share page, also for /q), Open Graph and Twitter tags with the 1200×630 PNG', () => {
    expect(html).toContain('<html lang="fr" data-app-path="/quiz/fr/jour-de-festival">');
    expect(html).toContain('<title>7,5/10 au quiz n° 12 « Jour de &lt;festival&gt; » · Picture Quiz</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toContain('<link rel="canonical" href="https://quiz.example/share/AbCdEfGhIjKlMnOpQrStUv">');
    expect(html).toContain('<meta property="og:image" content="https://quiz.example/shares/AbCdEfGhIjKlMnOpQrStUv.png">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:locale" content="fr_FR">');
  });

  it('carries the landing script, so that "Play this quiz" loads the app on the quiz page', () => {
    expect(html).toContain('<script type="module" src="/assets/landing-abc.js"></script>');
    expect(html).toContain('<meta name="quiz-app-scripts" content="/assets/index-abc.js">');
    expect(html).toContain('href="/quiz/fr/jour-de-festival" data-launch="/quiz/fr/jour-de-festival">Jouer à ce quiz</a>');
  });

  it('works without the build (a plain link) and escapes what it shows', () => {
    const plain = renderSharePage({ ...input, outcomes: [...input.outcomes], build: null });
    expect(plain).not.toContain('<script');
    expect(plain).toContain('href="/quiz/fr/jour-de-festival"');
    expect(plain).not.toContain('<festival>');
  });

  it('shows the score, the quiz number, the language and one symbol per reference, read out for screen readers', () => {
    expect(html).toContain('7,5<small>/10</small>');
    expect(html).toContain('Quiz n° 12');
    expect(html).toContain('En français');
    expect(html).toContain('role="img" aria-label="1 trouvée, 1 trouvée avec un indice, 1 révélée, 1 manquée"><svg class="share-shape share-shape--found"');
    expect(html.match(/<svg class="share-shape/g)).toHaveLength(8);
    expect(renderSharePage({ ...input, outcomes: ['missed', 'missed'] })).toContain('2 manquées');
  });
});

describe('the preview image', () => {
  it('is a 1200×630 PNG, with or without a picture', async () => {
    const picture = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#36c"/></svg>');
    for (const pic of [picture, null, Buffer.from('not an image')]) {
      const png = await renderPreviewImage({ locale: 'en', number: 3, title: 'A title', score: 10, outcomes: ['found', 'found'], picture: pic });
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
  }, 30_000);
});
