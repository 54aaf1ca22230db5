import { LOCALES, legacyGameFile, type StaticFile, type StaticSiteInput } from '@quiz/shared';
import { paths } from '../../config/paths';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * SPEC §2 legacy `/game/{uuid}` and `/game/{uuid}/score` (docs/adr/0031-score-shares.md): links of
 * the old site still answer. A static page per live quiz with a public uuid, in each language, that
 * sends the visitor on at once to the quiz's page in that language (the language the visitor last
 * chose picks the file, as for `/`): a zero-second refresh (pages run no inline script), a link, and
 * the quiz page as canonical, so that search engines move the link over.
 */
export function renderLegacyGamePages(input: StaticSiteInput): StaticFile[] {
  return LOCALES.flatMap((locale) =>
    input.games[locale].flatMap((game) => {
      if (!game.uuid) return [];
      const target = paths.quiz(locale, game.slug);
      const href = escapeHtml(target);
      const body = `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="UTF-8">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(game.title)}</title>
    <link rel="canonical" href="${escapeHtml(new URL(target, input.siteUrl).href)}">
    <meta http-equiv="refresh" content="0; url=${href}">
  </head>
  <body>
    <p><a href="${href}">${escapeHtml(game.title)}</a></p>
  </body>
</html>
`;
      return [{ file: legacyGameFile(game.uuid, locale), body }];
    }),
  );
}
