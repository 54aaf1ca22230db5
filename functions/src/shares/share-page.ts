import {
  LOCALES, PREVIEW_IMAGE_HEIGHT, PREVIEW_IMAGE_WIDTH, SHARE_IMAGE_CONTENT_TYPES, SHARE_IMAGE_FORMAT, SHARE_OUTCOMES, shareImagePath, sharePagePath,
  type Locale, type ShareOutcome, type SiteBuildInfo,
} from '@quiz/shared';
import { formatShareScore, SHAPE_SVG } from './share-symbols';

/**
 * A share's page (`/share/{id}`, and the short `/q/{id}`: the same page), static-first like the
 * landing pages (docs/adr/0031-score-shares.md): its language, title, description, canonical,
 * Open Graph and Twitter tags with the preview image, the landing script (a click on "Play this
 * quiz" loads the app on the quiz's page) when the build is known, else a plain link that works
 * without it. Written once, when the share is made. It names the quiz, never a reference.
 */

export interface SharePageInput {
  id: string;
  locale: Locale;
  number: number;
  title: string;
  score: number;
  outcomes: readonly ShareOutcome[];
  quizPath: string;
  /** The site's origin, for absolute URLs (canonical, og:url, og:image). */
  origin: string;
  build: SiteBuildInfo | null;
}

const OG_LOCALE: Record<Locale, string> = { en: 'en_GB', fr: 'fr_FR' };

const TEXTS: Record<Locale, {
  title: (score: string, n: number, title: string) => string;
  description: (score: string) => string;
  heading: (score: string) => string;
  quiz: (n: number) => string;
  language: string;
  play: string;
  all: string;
  symbols: string;
  legend: Record<ShareOutcome, [string, string]>;
  imageAlt: (score: string, n: number, title: string) => string;
  home: string;
  allPath: string;
}> = {
  en: {
    title: (s, n, t) => `${s}/10 on quiz #${n} “${t}” · Picture Quiz`,
    description: (s) => `A player scored ${s}/10 on this picture quiz. Find the pop-culture references hidden in the picture: can you beat it?`,
    heading: (s) => `${s}/10`,
    quiz: (n) => `Quiz #${n}`,
    language: 'In English',
    play: 'Play this quiz',
    all: 'All quizzes',
    symbols: 'References, one symbol each',
    legend: { found: ['found', 'found'], hinted: ['found with a hint', 'found with a hint'], revealed: ['revealed', 'revealed'], missed: ['missed', 'missed'] },
    imageAlt: (s, n, t) => `Score ${s}/10 on quiz #${n} “${t}”`,
    home: 'Picture Quiz: home',
    allPath: '/en/more-quiz',
  },
  fr: {
    title: (s, n, t) => `${s}/10 au quiz n° ${n} « ${t} » · Picture Quiz`,
    description: (s) => `Un joueur a fait ${s}/10 à ce quiz en images. Trouvez les références pop culture cachées dans l’image : ferez-vous mieux ?`,
    heading: (s) => `${s}/10`,
    quiz: (n) => `Quiz n° ${n}`,
    language: 'En français',
    play: 'Jouer à ce quiz',
    all: 'Tous les quiz',
    symbols: 'Les références, un symbole chacune',
    legend: { found: ['trouvée', 'trouvées'], hinted: ['trouvée avec un indice', 'trouvées avec un indice'], revealed: ['révélée', 'révélées'], missed: ['manquée', 'manquées'] },
    imageAlt: (s, n, t) => `Score ${s}/10 au quiz n° ${n} « ${t} »`,
    home: 'Picture Quiz : accueil',
    allPath: '/fr/plus-de-quiz',
  },
};

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's whole look, inline (docs/adr/0031-score-shares.md): the site's colours, font and
 * buttons (web/src/app/styles/global.css, the home's night hero), so that the page is styled whether
 * or not the build's styles are known when the share is made (they are not on `npm start` without
 * --dist), and reads at 4.5:1 or more everywhere (white, #d9dcf0 and the gold link on the night
 * colour; the gold button's dark text). Inline styles are allowed on pages by the site's policy.
 */
export const SHARE_PAGE_STYLE = `
html,body{margin:0;background:#17183b}
body{color:#fff;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;font-size:1rem;line-height:1.5;-webkit-font-smoothing:antialiased}
*,*::before,*::after{box-sizing:border-box}
img,svg{display:block;max-width:100%}
:focus-visible{outline:3px solid #ffd166;outline-offset:3px}
.share-page{min-height:100vh;display:flex;flex-direction:column;background:linear-gradient(180deg,#17183b 0%,#2a2c63 100%);color:#fff}
.share-page__top{padding:16px 24px}
.share-page__top a{color:#ffd166;font-weight:700;font-size:1.15rem;text-decoration:none}
.share-page__top a:hover{text-decoration:underline}
.share-page__main{flex:1;display:flex;align-items:center;justify-content:center;padding:16px}
.share-card{width:100%;max-width:1040px;display:grid;gap:28px;grid-template-columns:minmax(0,3fr) minmax(0,2fr);align-items:center}
.share-card__image{width:100%;height:auto;border-radius:16px;box-shadow:0 12px 40px rgba(0,0,0,.45)}
.share-card__kicker{margin:0;color:#d9dcf0;font-size:1.05rem;display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.share-card__title{margin:.2em 0 .1em;font-size:clamp(1.6rem,4vw,2.4rem);line-height:1.15;text-wrap:balance}
.share-card__score{margin:.2em 0;font-size:clamp(3rem,9vw,4.5rem);font-weight:800;line-height:1}
.share-card__score small{font-size:.45em;color:#d9dcf0;font-weight:400}
.share-card__symbols{display:flex;flex-wrap:wrap;gap:6px;margin:.5em 0}
.share-card__symbols .share-shape{width:26px;height:26px}
.share-card__legend{list-style:none;padding:0;margin:0 0 1.2em;color:#d9dcf0;display:flex;flex-wrap:wrap;gap:4px 16px}
.share-card__legend li{display:flex;align-items:center;gap:6px}
.share-card__legend .share-shape{width:16px;height:16px}
.share-card__actions{display:flex;flex-wrap:wrap;gap:12px;align-items:center}
.share-card__actions .button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.5rem 1.5rem;border:0;border-radius:999px;font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
.share-card__actions .button--play{background:#ffd166;color:#3b2a00;font-size:1.1rem;min-height:3.25rem;padding:.75rem 2rem}
.share-card__actions .button--play:hover{background:#ffe09a;color:#3b2a00}
.share-card__actions .button--ghost{background:transparent;color:#fff;box-shadow:inset 0 0 0 2px #cfd2f2}
.share-card__actions .button--ghost:hover{background:#2a2c63;color:#fff}
.share-card__language{display:inline-block;border:1px solid #d9dcf0;border-radius:999px;padding:2px 10px;font-size:.9rem}
[data-launch-status]{color:#d9dcf0}
@media (max-width:959px){.share-card{grid-template-columns:1fr;max-width:640px;gap:20px}.share-page__main{align-items:flex-start;padding-top:8px}}
`;

/** A reference's shape, drawn inline (the same as in the image): no emoji font needed to see it. */
const shape = (o: ShareOutcome) => SHAPE_SVG[o].replace('<svg ', `<svg class="share-shape share-shape--${o}" aria-hidden="true" focusable="false" `);

export function renderSharePage(input: SharePageInput): string {
  const t = TEXTS[input.locale];
  const score = formatShareScore(input.score, input.locale);
  const url = (p: string) => new URL(p, input.origin).href;
  const canonical = url(sharePagePath(input.id));
  // A page is written once, when its share is made: its image is in the format of the day.
  const imagePath = shareImagePath(input.id, SHARE_IMAGE_FORMAT);
  const image = url(imagePath);
  const title = t.title(score, input.number, input.title);
  const description = t.description(score);
  const legendOf = (o: ShareOutcome, n: number) => `${n} ${t.legend[o][n > 1 ? 1 : 0]}`;
  const counts = SHARE_OUTCOMES.map((o) => [o, input.outcomes.filter((x) => x === o).length] as const).filter(([, n]) => n > 0);
  const assets = input.build?.assets;
  const scripts = assets
    ? `<meta name="quiz-app-scripts" content="${escapeHtml(assets.appScripts.join(' '))}">\n    <script type="module" src="${escapeHtml(assets.landingScript)}"></script>`
    : '';
  const ogLocales = LOCALES.filter((l) => l !== input.locale).map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}">`).join('\n    ');
  return `<!doctype html>
<html lang="${input.locale}" data-app-path="${escapeHtml(input.quizPath)}">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light">
    <meta name="theme-color" content="#17183b">
    <title>${escapeHtml(title)}</title>
    <meta name="description" content="${escapeHtml(description)}">
    <meta name="robots" content="noindex">
    <link rel="canonical" href="${canonical}">
    <meta property="og:type" content="website">
    <meta property="og:site_name" content="Picture Quiz">
    <meta property="og:title" content="${escapeHtml(title)}">
    <meta property="og:description" content="${escapeHtml(description)}">
    <meta property="og:url" content="${canonical}">
    <meta property="og:locale" content="${OG_LOCALE[input.locale]}">
    ${ogLocales}
    <meta property="og:image" content="${image}">
    <meta property="og:image:type" content="${SHARE_IMAGE_CONTENT_TYPES[SHARE_IMAGE_FORMAT]}">
    <meta property="og:image:width" content="${PREVIEW_IMAGE_WIDTH}">
    <meta property="og:image:height" content="${PREVIEW_IMAGE_HEIGHT}">
    <meta property="og:image:alt" content="${escapeHtml(t.imageAlt(score, input.number, input.title))}">
    <meta name="twitter:card" content="summary_large_image">
    <meta name="twitter:title" content="${escapeHtml(title)}">
    <meta name="twitter:description" content="${escapeHtml(description)}">
    <meta name="twitter:image" content="${image}">
    <link rel="icon" type="image/svg+xml" href="/favicon.svg">
    <style>${SHARE_PAGE_STYLE}</style>
    ${scripts}
  </head>
  <body>
    <div id="root">
      <div class="share-page">
        <header class="share-page__top"><a href="/${input.locale}" aria-label="${escapeHtml(t.home)}">Picture Quiz</a></header>
        <main class="share-page__main">
          <article class="share-card" aria-labelledby="share-title">
            <img class="share-card__image" src="${imagePath}" width="${PREVIEW_IMAGE_WIDTH}" height="${PREVIEW_IMAGE_HEIGHT}" alt="${escapeHtml(t.imageAlt(score, input.number, input.title))}" fetchpriority="high">
            <div class="share-card__text">
              <p class="share-card__kicker">${escapeHtml(t.quiz(input.number))}<span class="share-card__language">${t.language}</span></p>
              <h1 id="share-title" class="share-card__title">${escapeHtml(input.title)}</h1>
              <p class="share-card__score" data-testid="share-score">${escapeHtml(score)}<small>/10</small></p>
              <p class="share-card__symbols" role="img" aria-label="${escapeHtml(counts.map(([o, n]) => legendOf(o, n)).join(', '))}">${input.outcomes.map((o) => shape(o)).join('')}</p>
              <ul class="share-card__legend" aria-label="${escapeHtml(t.symbols)}">
                ${counts.map(([o, n]) => `<li>${shape(o)} ${escapeHtml(legendOf(o, n))}</li>`).join('\n                ')}
              </ul>
              <div class="share-card__actions">
                <a class="button button--large button--play" href="${escapeHtml(input.quizPath)}" data-launch="${escapeHtml(input.quizPath)}">${t.play}</a>
                <a class="button button--ghost" href="${t.allPath}">${t.all}</a>
              </div>
              <p data-launch-status hidden role="status"></p>
            </div>
          </article>
        </main>
      </div>
    </div>
  </body>
</html>
`;
}
