import type { GamePayload, GameSummary, Locale, PlayState } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { formatScore } from '../lib/format';
import { Icon } from './icons';
import { ShareButton } from './share-button';

interface OutroProps {
  locale: Locale;
  game: Pick<GamePayload, 'number' | 'title' | 'slug'>;
  play: PlayState;
  next: GameSummary | undefined;
  onPlayAgain: () => void;
  onSolution: () => void;
  starting: boolean;
}

/** The end of a play: the score /10, what became of the references, and where to go next. */
export function Outro({ locale, game, play, next, onPlayAgain, onSolution, starting }: OutroProps) {
  const { t } = useTranslation('game');
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const { refsFound, refsRevealed, refsTotal } = play.summary;
  const score = formatScore(play.score, locale);
  const shareUrl = `${window.location.origin}${paths.quiz(locale, game.slug)}`;

  return (
    <section className="outro" aria-labelledby="outro-title">
      <p className="outro__kicker">
        {t('intro.number', { number: game.number })} · {game.title}
      </p>
      <h1 id="outro-title" ref={headingRef} tabIndex={-1}>
        {t('outro.title')}
      </h1>
      {refsFound === refsTotal && <p className="outro__cheer">{t('outro.allFound')}</p>}
      <p className="outro__score">{t('outro.score', { score })}</p>
      <p className="outro__summary">
        {t('outro.summary', { found: refsFound, revealed: refsRevealed, missed: refsTotal - refsFound - refsRevealed })}
      </p>
      <div className="outro__actions">
        <button type="button" className="button button--large" onClick={starting ? undefined : onPlayAgain} aria-disabled={starting || undefined}>
          <Icon name="reset" />
          {starting ? t('intro.starting') : t('outro.playAgain')}
        </button>
        <button type="button" className="button button--secondary" onClick={onSolution}>
          <Icon name="eye" />
          {t('outro.seeAnswers')}
        </button>
        <ShareButton url={shareUrl} />
      </div>
      <nav className="outro__more" aria-label={t('intro.more')}>
        <ul>
          {next && (
            <li>
              <Link to={paths.quiz(locale, next.slug)} className="button button--ghost">
                {t('outro.next')}
                <Icon name="next" />
              </Link>
            </li>
          )}
          <li>
            <Link to={paths.allQuizzes(locale)} className="button button--ghost">
              {t('outro.allQuizzes')}
            </Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
