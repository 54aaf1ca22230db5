import { LOCALES, quizSlideFile, srcsetOf, type GameSummary, type Locale } from '@quiz/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { CARD_IMAGE_SIZES, GameCardBadge, GameCardMeta, GameCardTop } from '../../features/home/components/game-card';
import { i18n, loadCatalogues } from '../../lib/i18n';
import type { StaticFile, StaticSiteInput } from './site-input';

/**
 * SPEC §2 /frag/quiz_slide/{uuid}: a quiz's card as an HTML fragment, for our carousels and for
 * other sites' embeds (docs/adr/0026-quiz-slide-fragments.md). One file per live quiz and
 * language; the server picks the language (shared/src/site-routes.ts). No script, no style sheet
 * (a page that inserts it styles the card's classes, as the app's own cards), absolute URLs (it is
 * read on other sites), and only a summary's public fields: never a reference.
 */

/** The card (the app's own pieces): picture with its sized copies, number, title linking to the quiz's landing page, theme, difficulty. */
export function QuizSlide({ game, locale, siteUrl }: { game: GameSummary; locale: Locale; siteUrl: string }) {
  const { t } = useTranslation('home');
  const url = (path: string) => new URL(path, siteUrl).href;
  const srcSet = srcsetOf(game.thumbnailVariants, url);
  return (
    <article className={`game-card game-card--${game.theme} quiz-slide`} lang={locale}>
      <div className="game-card__media">
        <img
          src={url(game.thumbnail)}
          srcSet={srcSet}
          sizes={srcSet && CARD_IMAGE_SIZES}
          alt={t('card.thumbnailAlt', { title: game.title })}
          width={1600}
          height={1000}
          loading="lazy"
          decoding="async"
        />
        <GameCardBadge game={game} />
      </div>
      <div className="game-card__body">
        <GameCardTop game={game} />
        <h3 className="game-card__title">
          {/* _top: framed on another site, the quiz opens in the whole window. */}
          <a className="game-card__link" href={url(paths.quizLanding(locale, game.slug))} target="_top" aria-label={t('card.label', { number: game.number, title: game.title })}>
            {game.title}
          </a>
        </h3>
        <GameCardMeta game={game} />
      </div>
    </article>
  );
}

/**
 * Non-ASCII characters as numeric references: the fragment then reads the same whatever charset
 * the page or the server that carries it declares (a fragment has no <meta charset>).
 */
const asciiOnly = (html: string) => html.replace(/[^\x20-\x7e\n]/gu, (char) => `&#x${char.codePointAt(0)!.toString(16)};`);

/** A fragment per live quiz that has a public uuid, in each language. */
export async function renderQuizSlides(input: StaticSiteInput): Promise<StaticFile[]> {
  const files: StaticFile[] = [];
  for (const locale of LOCALES) {
    await loadCatalogues(locale, 'home');
    await i18n.changeLanguage(locale);
    for (const game of input.games[locale]) {
      if (!game.uuid) continue;
      const html = renderToStaticMarkup(
        <I18nextProvider i18n={i18n} defaultNS="home">
          <QuizSlide game={game} locale={locale} siteUrl={input.siteUrl} />
        </I18nextProvider>,
      );
      files.push({ file: quizSlideFile(locale, game.uuid), body: `${asciiOnly(html)}\n` });
    }
  }
  return files;
}
