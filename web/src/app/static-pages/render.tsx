import { LOCALES, shareImageOf, staticPageFile, type GameSummary, type Locale } from '@quiz/shared';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteTableContext } from '../../lib/page-context';
import { NotFoundPage } from '../../components/errors/not-found-page';
import { AppShell } from '../../components/layout/app-shell';
import { paths } from '../../config/paths';
import { i18n, loadCatalogues } from '../../lib/i18n';
import { notFoundPageTitle, quizPageTitle } from '../../lib/page-titles';
import type { LocalizedPathHandle } from '../../lib/locale';
import { StaticRenderContext } from '../../lib/static-render';
import { contentPageGroups } from './content-paths';
import { APP_SCRIPTS_META } from './landing';
import { HomeLanding, MoreQuizLanding, QuizLanding } from './pages';
import { AccountCornerStatic, QuizIntroStatic } from './quiz-intro';
import { AccountCornerLanding } from '../../features/account/components/account-corner-landing';
import { renderQuizSlides } from './quiz-slide';
import { renderLegacyGamePages } from './legacy-game';
import type { StaticFile, StaticSiteInput } from './site-input';

/**
 * Renders the pre-rendered pages (docs/adr/0019-pre-rendered-pages.md) from the app's own
 * components and the public catalogue: home in each language, a landing page per live quiz, the 404
 * pages, the quiz pages' HTML (the app's shell that starts fetching the illustration at once), and
 * sitemap.xml and robots.txt. Pure: given the same input, the same files; the build (and, later, a
 * publish) writes them.
 */

const OG_LOCALE: Record<Locale, string> = { en: 'en_GB', fr: 'fr_FR' };

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PageHead {
  locale: Locale;
  title: string;
  description: string;
  /** The page's path in each language it exists in (the canonical one is `locale`'s). */
  alternates: Partial<Record<Locale, string>>;
  /** x-default: the page for a visitor whose language we do not know. */
  defaultPath?: string;
  image?: string;
  /** An image the page shows at once (its largest content): fetched with the page. */
  preloadImage?: string;
}

function headTags(input: StaticSiteInput, head: PageHead): string {
  const url = (path: string) => new URL(path, input.siteUrl).href;
  // A content page may exist in one language only: hreflang names the versions that exist.
  const own = head.alternates[head.locale] ?? '/';
  const languages = LOCALES.filter((l) => head.alternates[l]);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${url(own)}">`,
    ...languages.map((l) => `<link rel="alternate" hreflang="${l}" href="${url(head.alternates[l] ?? own)}">`),
    `<link rel="alternate" hreflang="x-default" href="${url(head.defaultPath ?? head.alternates.en ?? own)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Picture Quiz">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${url(own)}">`,
    `<meta property="og:locale" content="${OG_LOCALE[head.locale]}">`,
    ...languages.filter((l) => l !== head.locale).map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}">`),
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}">`,
  ];
  if (head.image) {
    tags.push(`<meta property="og:image" content="${url(head.image)}">`, `<meta name="twitter:image" content="${url(head.image)}">`);
  }
  if (head.preloadImage) tags.push(`<link rel="preload" as="image" href="${escapeHtml(head.preloadImage)}" fetchpriority="high">`);
  return tags.join('\n    ');
}

/** A whole pre-rendered page: its head, the app's styles and the landing's, and the landing script only. */
export function landingDocument(input: StaticSiteInput, head: PageHead, body: string, appPath?: string): string {
  const { assets } = input;
  const styles = [...assets.appStyles, ...assets.landingStyles].map((href) => `<link rel="stylesheet" href="${href}">`).join('\n    ');
  return `<!doctype html>
<html lang="${head.locale}"${appPath ? ` data-app-path="${escapeHtml(appPath)}"` : ''}>
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light">
    <meta name="theme-color" content="#17183b">
    ${headTags(input, head)}
    <link rel="icon" type="image/svg+xml" href="/favicon.svg">
    ${styles}
    <meta name="${APP_SCRIPTS_META}" content="${assets.appScripts.join(' ')}">
    <script type="module" src="${assets.landingScript}"></script>
  </head>
  <body>
    <div id="root">${body}</div>
    <script nomodule src="/old-browser.js"></script>
  </body>
</html>
`;
}

/**
 * The app's shell for a page the app renders, with that page's language, title and first image, and
 * what the app will first show there (main.tsx renders over it once its first page is ready).
 */
export function appShellDocument(input: StaticSiteInput, head: PageHead, body: string, styles: string[]): string {
  const links = styles.map((href) => `<link rel="stylesheet" href="${href}">`);
  // The first paint needs the styles and the picture, the app's code only after it: the module
  // scripts (deferred anyway) go last, so that the stylesheets and the picture's preload are asked
  // for first (over HTTP/1.1 a browser opens 6 connections per origin; docs/adr/0007-web-app-weight-by-splitting.md).
  const scripts: string[] = [];
  const shell = input.appShell
    .replace(/\s*<script type="module"[^>]*><\/script>/g, (tag) => {
      scripts.push(tag.trim());
      return '';
    })
    .replace(/<html lang="[^"]*"/, `<html lang="${head.locale}"`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', `  ${[headTags(input, head), ...links, ...scripts].join('\n    ')}\n  </head>`);
  if (!shell.includes('<div id="root"></div>')) throw new Error('the app shell has no empty #root');
  return shell.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}

/**
 * A page body from the app's components, inside the app's shell, under a router on its path (the
 * language switch reads the page's params and handle as in the app). The header's account corner is
 * the landing script's (`AccountCornerLanding`) unless the page is the app's, which passes the app's
 * own (inert until the app runs: `AccountCornerStatic`).
 */
export function renderBody(
  locale: Locale,
  route: { path: string; pattern: string; handle?: LocalizedPathHandle },
  page: ReactNode,
  account: ReactNode = <AccountCornerLanding returnTo={route.path} />,
): string {
  const routes: RouteObject[] = [{ path: route.pattern, handle: route.handle, element: <AppShell locale={locale} account={account}>{page}</AppShell> }];
  const html = renderToStaticMarkup(
    <StaticRenderContext.Provider value>
      <I18nextProvider i18n={i18n} defaultNS="common">
        <StaticRouter location={route.path}>
          <RouteTableContext value={routes}>
            <StaticRoutes routes={routes} />
          </RouteTableContext>
        </StaticRouter>
      </I18nextProvider>
    </StaticRenderContext.Provider>,
  );
  // A page's <title> and the preload React adds for a high-priority image are the head's business
  // here (React 19 puts them first in a fragment it renders).
  return html.replace(/<title>[^<]*<\/title>/g, '').replace(/<link rel="preload"[^>]*\/>/g, '');
}

function StaticRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** A link preview's picture: the raster copy (social sites take no SVG). */
const shareImage = (game: GameSummary | undefined) => game && shareImageOf(game.thumbnail, game.thumbnailVariants);

export const sameIn = (path: (l: Locale) => string) => Object.fromEntries(LOCALES.map((l) => [l, path(l)])) as Record<Locale, string>;

export async function renderStaticSite(input: StaticSiteInput): Promise<StaticFile[]> {
  const files: StaticFile[] = [];
  const page = (path: string, body: string) => files.push({ file: staticPageFile(path), body });
  const byId = (locale: Locale) => new Map(input.games[locale].map((g) => [g.gameId, g]));
  const slugsOf = (gameId: number) => sameIn((l) => byId(l).get(gameId)?.slug ?? '');

  for (const locale of LOCALES) {
    await Promise.all([loadCatalogues(locale, 'app'), loadCatalogues(locale, 'home'), loadCatalogues(locale, 'game')]);
    await i18n.changeLanguage(locale);
    const t = i18n.getFixedT(locale, 'home');
    const common = i18n.getFixedT(locale);
    const games = input.games[locale];

    page(
      paths.home(locale),
      landingDocument(
        input,
        { locale, title: t('meta.title'), description: t('landing.description'), alternates: sameIn(paths.home), defaultPath: '/', image: shareImage(games[0]) },
        renderBody(locale, { path: paths.home(locale), pattern: '/:locale' }, <HomeLanding locale={locale} games={games} />),
        paths.home(locale),
      ),
    );

    for (const game of games) {
      const slugs = slugsOf(game.gameId);
      const head: PageHead = {
        locale,
        title: t('landing.quizTitle', { title: game.title, number: game.number }),
        description: game.description,
        alternates: sameIn((l) => paths.quizLanding(l, slugs[l])),
        image: shareImage(game),
        preloadImage: game.thumbnail,
      };
      const path = paths.quizLanding(locale, game.slug);
      const handle: LocalizedPathHandle = { localePath: (target) => paths.quizLanding(target, slugs[target]) };
      const others = games.filter((other) => other.gameId !== game.gameId);
      page(
        path,
        landingDocument(
          input,
          head,
          renderBody(locale, { path, pattern: '/quiz-seo/:locale/:slug', handle }, <QuizLanding locale={locale} game={game} others={others} />),
          paths.quiz(locale, game.slug),
        ),
      );
      // The quiz page itself is the app's; its HTML already shows the intro (picture, title, Play) as
      // the app will, so the picture paints with the page instead of after the app's code and two
      // API calls.
      const payload = input.payloads[locale].get(game.gameId);
      if (!payload) throw new Error(`no game payload for quiz ${game.gameId} in ${locale}`);
      const index = games.indexOf(game);
      const quizPath = paths.quiz(locale, game.slug);
      page(
        quizPath,
        appShellDocument(
          input,
          // The app's own title for the page (one title per page, pre-rendered or not).
          { ...head, title: quizPageTitle(locale, game), alternates: sameIn((l) => paths.quiz(l, slugs[l])) },
          renderBody(
            locale,
            { path: quizPath, pattern: '/quiz/:locale/:slug', handle: { localePath: (target) => paths.quiz(target, slugs[target]) } },
            <QuizIntroStatic locale={locale} game={payload} summary={game} neighbours={{ previous: games[index - 1], next: games[index + 1] }} />,
            <AccountCornerStatic locale={locale} />,
          ),
          input.assets.quizStyles,
        ),
      );
    }

    page(
      paths.moreQuiz(locale),
      landingDocument(
        input,
        { locale, title: `${t('landing.moreQuizzes')} – ${common('app.name')}`, description: t('landing.description'), alternates: sameIn(paths.moreQuiz), image: shareImage(games[0]) },
        renderBody(
          locale,
          { path: paths.moreQuiz(locale), pattern: paths.moreQuiz(locale), handle: { localePath: paths.moreQuiz } },
          <MoreQuizLanding locale={locale} games={games} />,
        ),
        paths.home(locale),
      ),
    );

    page(
      paths.notFound(locale),
      landingDocument(
        input,
        { locale, title: notFoundPageTitle(locale), description: common('notFound.text'), alternates: sameIn(paths.notFound) },
        // A sign-in from a page that does not exist comes back home.
        renderBody(locale, { path: paths.notFound(locale), pattern: '/404/:locale' }, <NotFoundPage />, <AccountCornerLanding returnTo={paths.home(locale)} />),
      ),
    );
  }

  files.push(...(await renderQuizSlides(input)));
  files.push(...renderLegacyGamePages(input));
  files.push({ file: 'sitemap.xml', body: sitemap(input, slugsOf) }, { file: 'robots.txt', body: robots(input) });
  return files;
}

/** Every indexable page, each with its other-language alternates. */
function sitemap(input: StaticSiteInput, slugsOf: (gameId: number) => Record<Locale, string>): string {
  const url = (path: string) => escapeHtml(new URL(path, input.siteUrl).href);
  const entry = (alternates: Partial<Record<Locale, string>>) => {
    const languages = LOCALES.filter((l) => alternates[l]);
    const link = (l: Locale) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${url(alternates[l] ?? '')}"/>`;
    return languages.map((locale) => `  <url>\n    <loc>${url(alternates[locale] ?? '')}</loc>\n${languages.map(link).join('\n')}\n  </url>`).join('\n');
  };
  const quizzes = input.games.en.map((game) => {
    const slugs = slugsOf(game.gameId);
    return entry(sameIn((l) => paths.quizLanding(l, slugs[l])));
  });
  // A published competition's rules, in each language (one path, `?l=`).
  // Its page (the app's, in the visitor's language) has one address for both.
  const competitionEntries = (input.competitions ?? []).flatMap((c) => [
    entry(sameIn((l) => `${paths.competitionRules(c.id)}?l=${l}`)),
    `  <url>\n    <loc>${url(paths.competition(c.id))}</loc>\n  </url>`,
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${[entry(sameIn(paths.home)), entry(sameIn(paths.moreQuiz)), ...quizzes, ...contentPageGroups(input.pages).map(entry), ...competitionEntries].join('\n')}
</urlset>
`;
}

/** Crawlers read the pages, not the API, the back-office or the sign-in and purchase steps. */
function robots(input: StaticSiteInput): string {
  const disallow = ['/api/', '/desk/', '/admin/', '/connect/', '/auth-success', '/logout', '/stripe/', '/push_session'];
  return `User-agent: *\n${disallow.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${new URL('/sitemap.xml', input.siteUrl).href}\n`;
}
