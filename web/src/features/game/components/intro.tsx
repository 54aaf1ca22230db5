import type { GameMode, GamePayload, GameSummary, Locale } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { ApiErrorCode } from '../../../lib/api-client';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { formatBestScore, useBestScore } from '../../../lib/scores/local-store';
import { Icon } from './icons';
import { ModePicker } from './mode-picker';

const PREMIUM_LEVEL = 10;

export interface Neighbours {
  previous: GameSummary | undefined;
  next: GameSummary | undefined;
}

interface IntroProps {
  locale: Locale;
  game: GamePayload;
  summary: GameSummary;
  neighbours: Neighbours;
  mode: GameMode;
  onModeChange: (mode: GameMode) => void;
  onPlay: () => void;
  /** The player is about to press Play (pointer over it, focus on it): time to fetch the play screen. */
  onPlayIntent?: () => void;
  onHowTo: () => void;
  starting: boolean;
  error: ApiErrorCode | null;
  autoFocus: boolean;
}

/** The quiz's cover: what it is, how to play it, and the way to the other quizzes. */
export function Intro({ locale, game, summary, neighbours, mode, onModeChange, onPlay, onPlayIntent, onHowTo, starting, error, autoFocus }: IntroProps) {
  const { t } = useTranslation(['game', 'errors']);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(autoFocus);
  // The best of every play of this quiz kept in this browser (SPEC §4), saved the moment a play ends.
  const best = useBestScore(game.gameId);

  return (
    <article className="intro">
      <div className="intro__media">
        <img src={game.image.src} alt={t('illustrationAlt', { number: game.number })} width={game.image.width} height={game.image.height} />
      </div>
      <div className="intro__body">
        <p className="intro__kicker">
          <span>{t('intro.number', { number: game.number })}</span>
          {game.premiumLevel === PREMIUM_LEVEL && <span className="intro__premium">{t('intro.premium')}</span>}
        </p>
        <h1 ref={headingRef} tabIndex={-1} className="intro__title">
          {game.title}
        </h1>
        <p className="intro__description">{game.description}</p>
        <ul className="intro__facts">
          <li>{t('intro.refs', { count: game.references.length })}</li>
          <li>
            <Icon name="clock" size={18} />
            {t('intro.duration', { count: Math.round(game.durationSeconds / 60) })}
          </li>
        </ul>

        <ModePicker mode={mode} onChange={onModeChange} />

        {best !== null && (
          <p className="intro__last-score">{t('intro.bestScore', { score: formatBestScore(best, locale) })}</p>
        )}
        {error && (
          <p className="feedback feedback--miss" role="alert">
            <Icon name="cross" className="feedback__icon" />
            {t(`errors:${error}`)}
          </p>
        )}
        <div className="intro__actions">
          <button
            type="button"
            className="button button--large"
            onClick={starting ? undefined : onPlay}
            onPointerEnter={onPlayIntent}
            onFocus={onPlayIntent}
            aria-disabled={starting || undefined}
          >
            <Icon name="play" />
            {starting ? t('intro.starting') : best !== null ? t('intro.replay') : t('intro.play')}
          </button>
          <button type="button" className="button button--ghost" onClick={onHowTo}>
            <Icon name="question" />
            {t('intro.howToPlay')}
          </button>
        </div>

        <nav className="intro__more" aria-label={t('intro.more')}>
          <ul>
            {neighbours.previous && (
              <li>
                <Link
                  to={paths.quiz(locale, neighbours.previous.slug)}
                  aria-label={t('intro.previousLabel', { number: neighbours.previous.number, title: neighbours.previous.title })}
                >
                  <Icon name="previous" size={18} />
                  {t('intro.previous')}
                </Link>
              </li>
            )}
            {neighbours.next && (
              <li>
                <Link
                  to={paths.quiz(locale, neighbours.next.slug)}
                  aria-label={t('intro.nextLabel', { number: neighbours.next.number, title: neighbours.next.title })}
                >
                  {t('intro.next')}
                  <Icon name="next" size={18} />
                </Link>
              </li>
            )}
            <li>
              <Link to={paths.allQuizzes(locale)}>{t('intro.allQuizzes')}</Link>
            </li>
            <li>
              <Link to={paths.theme(locale, summary.theme)}>{t(`intro.byTheme.${summary.theme}`)}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </article>
  );
}
