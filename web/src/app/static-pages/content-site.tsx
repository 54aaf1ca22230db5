import { contentPageFiles, LOCALES, staticPageFile, type Locale, type PublicPage } from '@quiz/shared';
import { paths } from '../../config/paths';
import { i18n, loadCatalogues } from '../../lib/i18n';
import type { LocalizedPathHandle } from '../../lib/locale';
import { ContentPageLanding, MenuLanding } from './content-pages';
import { AccountCornerStatic } from './quiz-intro';
import { pageAlternates } from './content-paths';
import { appShellDocument, escapeHtml, landingDocument, renderBody, sameIn, type PageHead } from './render';
import type { RenderContentPages, StaticFile, StaticSiteInput } from './site-input';

/**
 * The content pages and the menu pages, pre-rendered (docs/adr/0020-content-pages-as-structured-blocks.md): every
 * published page at its path in its language, and at its alias (`/cgv`) in that language; and
 * `/menu/{locale}` with the menu's items (inside the app's shell: see menuDocument). Pure, like renderStaticSite: the build writes all of them,
 * and a publish renders only the pages of the translation keys it changed (`only`), plus
 * the menus, and writes those.
 */
export const renderContentPages: RenderContentPages = async (site, options = {}) => {
  const files: StaticFile[] = [];
  const pages = site.pages.filter((page) => !options.only || options.only.has(page.translationKey));

  for (const locale of LOCALES) {
    await Promise.all([loadCatalogues(locale, 'app'), loadCatalogues(locale, 'shop')]);
    await i18n.changeLanguage(locale);
    const common = i18n.getFixedT(locale);
    const image = site.games[locale][0]?.thumbnail;

    for (const page of pages.filter((p) => p.locale === locale)) {
      const body = page.type === 'redirect' ? redirectDocument(site, page) : contentPageDocument(site, page, common('app.name'), image);
      for (const file of contentPageFiles(page)) files.push({ file, body });
    }

    files.push({
      file: staticPageFile(paths.menu(locale)),
      body: menuDocument(
        site,
        { locale, title: `${common('menu.title')} – ${common('app.name')}`, description: common('app.tagline'), alternates: sameIn(paths.menu), image },
        renderBody(locale, { path: paths.menu(locale), pattern: '/menu/:locale' }, <MenuLanding locale={locale} items={site.menu[locale]} />, <AccountCornerStatic locale={locale} />),
      ),
    });
  }
  return files;
};

function contentPageDocument(site: StaticSiteInput, page: PublicPage, siteName: string, defaultImage: string | undefined): string {
  const alternates = pageAlternates(page);
  const head: PageHead = {
    locale: page.locale,
    title: `${page.title} – ${siteName}`,
    description: page.description,
    alternates,
    image: page.images?.thumbnail ?? defaultImage,
  };
  // The language switch leads to the page's translation, or to the home when it has none.
  const handle: LocalizedPathHandle = { localePath: (target: Locale) => alternates[target] ?? paths.home(target) };
  return landingDocument(site, head, renderBody(page.locale, { path: page.path, pattern: page.path, handle }, <ContentPageLanding page={page} />));
}

/**
 * The menu is a page of the app (the player's stats, the account corner): its pre-rendered copy is
 * the app's shell with the menu's static HTML inside, so that it reads without JavaScript and the app
 * starts at once and renders over it, as on the quiz pages (where the landing pages instead wait for
 * a click: they have nothing of the player's to show).
 */
function menuDocument(site: StaticSiteInput, head: PageHead, body: string): string {
  return appShellDocument(site, head, body, site.assets.landingStyles).replace(/<noscript>[\s\S]*?<\/noscript>/, '');
}

/**
 * SPEC §3 page type `redirect`: a static host cannot answer 301, so its page sends the browser on at
 * once (meta refresh), names the target as canonical for crawlers, stays out of the index and the
 * sitemap, and keeps a link for whoever has refreshes turned off.
 */
function redirectDocument(site: StaticSiteInput, page: PublicPage): string {
  const target = page.redirectTo ?? paths.home(page.locale);
  const href = escapeHtml(target);
  return `<!doctype html>
<html lang="${page.locale}">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(page.title)}</title>
    <meta name="robots" content="noindex">
    <meta http-equiv="refresh" content="0; url=${href}">
    <link rel="canonical" href="${escapeHtml(new URL(target, site.siteUrl).href)}">
  </head>
  <body>
    <p><a href="${href}">${escapeHtml(page.title)}</a></p>
  </body>
</html>
`;
}

