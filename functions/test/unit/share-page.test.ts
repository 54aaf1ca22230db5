import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { shareBackdropOf, type SiteBuildInfo } from '@quiz/shared';
import { renderIllustration } from '../../src/images/render-variants';
import { renderSharePage, SHARE_PAGE_STYLE } from '../../src/shares/share-page';
import { foreground, renderPreviewImage } from '../../src/shares/preview-image';

/** A share's page and preview image (docs/adr/0031-score-shares.md). */
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

  it('is static-first: language, title, description, canonical (the /share page, also for /q), Open Graph and Twitter tags with the 1200×630 JPEG', () => {
    expect(html).toContain('<html lang="fr" data-app-path="/quiz/fr/jour-de-festival">');
    expect(html).toContain('<title>7,5/10 au quiz n° 12 « Jour de &lt;festival&gt; » · Picture Quiz</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    expect(html).toContain('<link rel="canonical" href="https://quiz.example/share/AbCdEfGhIjKlMnOpQrStUv">');
    expect(html).toContain('<meta property="og:image" content="https://quiz.example/shares/AbCdEfGhIjKlMnOpQrStUv.jpg">');
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg">');
    expect(html).toContain('src="/shares/AbCdEfGhIjKlMnOpQrStUv.jpg"');
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

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("the share page's look (docs/adr/0031-score-shares.md)", () => {
  it('is styled by itself, with or without the build: the site\'s font, the night colour edge to edge, a button to play', () => {
    for (const page of [renderSharePage({ ...input, outcomes: [...input.outcomes] }), renderSharePage({ ...input, outcomes: [...input.outcomes], build: null })]) {
      expect(page).toContain(`<style>${SHARE_PAGE_STYLE}</style>`);
      // No stylesheet of the build: nothing that a server without it (npm start) would answer 404.
      expect(page).not.toContain('rel="stylesheet"');
      expect(page).toContain('class="button button--large button--play"');
    }
    expect(SHARE_PAGE_STYLE).toContain('html,body{margin:0;background:#17183b}');
    expect(SHARE_PAGE_STYLE).toMatch(/body\{[^}]*font-family:system-ui/);
  });

  it('reads at 4.5:1 or more: every text colour on its own background, else on both ends of the night gradient', () => {
    const night = ['#17183b', '#2a2c63'];
    const rules = [...SHARE_PAGE_STYLE.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({ selector: selector!.trim(), body: body! }));
    const checked = rules.flatMap(({ selector, body }) => {
      const color = /(?:^|;)color:(#[0-9a-f]{6})/i.exec(body)?.[1];
      if (!color) return [];
      const background = /background:(#[0-9a-f]{6})/i.exec(body)?.[1];
      return (background ? [background] : night).map((under) => ({ selector, color, under, ratio: contrast(color, under) }));
    });
    expect(checked.length).toBeGreaterThan(8);
    expect(checked.filter((pair) => pair.ratio < 4.5)).toEqual([]);
  });
});

describe('the preview image', () => {
  const outcomes = ['found', 'found', 'hinted', 'revealed', 'missed', 'found', 'found', 'hinted', 'missed', 'found', 'found'] as const;
  /** The seed quiz's picture as a publish makes it: the link-preview JPEG and the share backdrop. */
  const published = (async () => {
    const dir = path.resolve(import.meta.dirname, '../../../scripts/seed/games/1');
    const quiz = JSON.parse(readFileSync(path.join(dir, 'quiz.json'), 'utf8')) as { image: { file: string; width: number; height: number } };
    const { image, files } = await renderIllustration({ fileName: quiz.image.file, body: readFileSync(path.join(dir, quiz.image.file)), ...quiz.image }, { shareBackdrop: true });
    const fileOf = (src: string | null) => files.find((file) => `/images/${file.name}` === src)!.body;
    return { picture: fileOf(image.variants.share.src), backdrop: fileOf(shareBackdropOf(image.src)) };
  })();

  it('is a 1200×630 JPEG, with or without a picture or its backdrop, and with a picture sharp cannot read', async () => {
    const picture = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#36c"/></svg>');
    const { backdrop } = await published;
    for (const [pic, made] of [[picture, null], [picture, backdrop], [null, null], [Buffer.from('not an image'), null]] as const) {
      const image = await renderPreviewImage({ locale: 'en', number: 3, title: 'A title', score: 10, outcomes: ['found', 'found'], picture: pic, backdrop: made });
      expect(await sharp(image).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    }
  }, 30_000);

  it('weighs at most 150 KB (a link preview loads fast on a phone): the seed quiz, a long title, many references, both languages', async () => {
    const { picture, backdrop } = await published;
    const many = Array.from({ length: 30 }, (_, i) => outcomes[i % outcomes.length]!);
    for (const locale of ['en', 'fr'] as const) {
      for (const input of [{ title: 'A title', outcomes: [...outcomes] }, { title: 'Un très long titre de quiz qui passe sur deux lignes', outcomes: many }]) {
        const image = await renderPreviewImage({ locale, number: 12, score: 7.3, picture, backdrop, ...input });
        expect(image.length).toBeLessThanOrEqual(150 * 1024);
      }
    }
  }, 30_000);

  it('lays the pre-made backdrop under the text: the same card as a backdrop made in the render', async () => {
    const { picture, backdrop } = await published;
    const render = (made: Buffer | null) => renderPreviewImage({ locale: 'fr', number: 1, title: 'Titre', score: 5, outcomes: [...outcomes], picture, backdrop: made });
    const [a, b] = await Promise.all([render(backdrop), render(null)].map(async (image) => (await sharp(await image).resize(60, 32).raw().toBuffer())));
    const largest = Math.max(...a!.map((value, i) => Math.abs(value - b![i]!)));
    expect(largest).toBeLessThanOrEqual(12);
  }, 30_000);

  it('draws no masked image: satori masks every img, and each mask cost ~17 ms to rasterise (shapes and thumbnail are backgrounds)', async () => {
    const thumbnail = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#36c' } }).jpeg().toBuffer();
    const svg = await foreground({ locale: 'en', number: 1, title: 'A title', score: 5, outcomes: [...outcomes], picture: null, backdrop: null }, `data:image/jpeg;base64,${thumbnail.toString('base64')}`);
    expect(svg).toContain('data:image/svg+xml');
    expect(svg).toContain('data:image/jpeg');
    expect(svg).not.toMatch(/<image[^>]* mask="/);
  });
});
