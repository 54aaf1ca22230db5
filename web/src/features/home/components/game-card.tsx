import { PREMIUM_LEVEL, srcsetOf, type GameSummary, type Locale } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Thumbnail } from '../../../components/ui/thumbnail';
import { paths } from '../../../config/paths';
import { formatBestScore, useBestScore } from '../../../lib/scores/local-store';
import { useRunOnServer } from '../../../lib/scores/run-status';

/**
 * How wide a card's picture is drawn (home.css: cards of 16 rem and more in a 72 rem container): one
 * column on a phone, then never much over 23 rem. The browser picks a copy from this and the screen.
 */
export const CARD_IMAGE_SIZES = '(min-width: 36rem) 23rem, calc(100vw - 2rem)';

/**
 * One quiz. The title is the card's single link, stretched over the whole card by CSS, so the link's
 * name is the title a sighted player reads (with the quiz number) rather than every piece of text on
 * the card.
 */
export function GameCard({ game, locale }: { game: GameSummary; locale: Locale }) {
  const { t } = useTranslation('home');
  // The player's best on this quiz, kept in this browser (SPEC §4).
  const best = useBestScore(game.gameId);
  // A run finished later: the card says it waits to be continued (the quiz page offers Continue),
  // once the server says it can (it may have been ended on another device).
  const onServer = useRunOnServer(game.gameId, { keep: false });
  const run = onServer.kind === 'open' ? onServer.run : null;
  return (
    <div className={`game-card game-card--${game.theme}`}>
      <div className="game-card__media">
        <Thumbnail
          src={game.thumbnail}
          srcSet={srcsetOf(game.thumbnailVariants)}
          sizes={CARD_IMAGE_SIZES}
          alt={t('card.thumbnailAlt', { title: game.title })}
          width={1600}
          height={1000}
        />
        <GameCardBadge game={game} />
      </div>
      <div className="game-card__body">
        <GameCardTop game={game} />
        <h3 className="game-card__title">
          <Link
            to={paths.quiz(locale, game.slug)}
            className="game-card__link"
            aria-label={t('card.label', { number: game.number, title: game.title })}
          >
            {game.title}
          </Link>
        </h3>
        <GameCardMeta game={game} />
        {best !== null && <p className="game-card__best">{t('card.best', { score: formatBestScore(best, locale) })}</p>}
        {run && (
          <p className="game-card__run">
            <span aria-hidden="true">▶ </span>
            {t('card.continue', { found: run.found, total: run.total })}
          </p>
        )}
      </div>
    </div>
  );
}

/** Pieces of the card that a quiz slide fragment (app/static-pages/quiz-slide.tsx) shows too. */

/** Premium or joker, over the picture. */
export function GameCardBadge({ game }: { game: GameSummary }) {
  const { t } = useTranslation('home');
  if (game.premiumLevel === PREMIUM_LEVEL.premium) return <span className="badge badge--premium">{t('card.premium')}</span>;
  if (game.premiumLevel === PREMIUM_LEVEL.joker) return <span className="badge badge--premium">{t('card.joker')}</span>;
  return null;
}

/** The quiz number and how many references it hides. */
export function GameCardTop({ game }: { game: GameSummary }) {
  const { t } = useTranslation('home');
  return (
    <p className="game-card__top">
      <span className="game-card__number">{t('card.number', { number: game.number })}</span>
      <span className="game-card__refs">{t('card.refs', { count: game.gameReferencesCount })}</span>
    </p>
  );
}

/** Theme and difficulty chips. */
export function GameCardMeta({ game }: { game: GameSummary }) {
  const { t } = useTranslation('home');
  return (
    <ul className="game-card__meta">
      <li className="chip chip--theme" title={t('card.theme')}>
        {t(`theme.${game.theme}`)}
      </li>
      <li className={`chip chip--difficulty chip--difficulty-${game.difficulty}`} title={t('card.difficulty')}>
        <span className="difficulty-dots" aria-hidden="true">
          {[1, 2, 3].map((level) => (
            <span key={level} className={level <= game.difficulty ? 'is-on' : undefined} />
          ))}
        </span>
        {t(`difficulty.${game.difficulty}`)}
      </li>
    </ul>
  );
}
