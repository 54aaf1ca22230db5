import type { GamePayload, GameSummary, Locale, PlayState } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { ApiErrorCode } from '../../../lib/api-client';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { formatScore } from '../lib/format';
import { Icon } from './icons';
import { RunContinueActions } from './run-continue-actions';
import { ScoreShare } from './score-share';
import { ChallengeOutroSlot } from './challenge-slot';

interface OutroProps {
  locale: Locale;
  game: Pick<GamePayload, 'number' | 'title' | 'slug'>;
  play: PlayState;
  next: GameSummary | undefined;
  onPlayAgain: () => void;
  onSolution: () => void;
  /** The run goes on: the next part, on a fresh clock. */
  onContinue: () => void;
  /** "End and see the answers" (asked first). */
  onEndRun: () => void;
  starting: boolean;
  ending: boolean;
  error: ApiErrorCode | null;
}

/**
 * The end of a part. When the run is over (every reference consumed, or ended by the player): the
 * score /10, what became of the references, the answers. When it goes on ("Finish later", or the
 * clock with references left): the score so far, Continue, and a confirmed "End and see the answers".
 */
export function Outro({ locale, game, play, next, onPlayAgain, onSolution, onContinue, onEndRun, starting, ending, error }: OutroProps) {
  const { t } = useTranslation(['game', 'errors']);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const { refsFound, refsRevealed, refsTotal } = play.summary;
  const score = formatScore(play.score, locale);
  const runOver = play.run.ended;
  const part = play.run.partIndex + 1;

  return (
    <section className="outro" aria-labelledby="outro-title">
      <p className="outro__kicker">
        {t('intro.number', { number: game.number })} · {game.title}
      </p>
      <h1 id="outro-title" ref={headingRef} tabIndex={-1}>
        {runOver ? t('outro.title') : t('run.pausedTitle')}
      </h1>
      {refsFound === refsTotal && <p className="outro__cheer">{t('outro.allFound')}</p>}
      <p className="outro__score">{t('outro.score', { score })}</p>
      <p className="outro__summary">
        {runOver
          ? t('outro.summary', { found: refsFound, revealed: refsRevealed, missed: refsTotal - refsFound - refsRevealed })
          : t('run.partOver', { part, found: refsFound, total: refsTotal })}
      </p>
      {error && (
        <p className="feedback feedback--miss" role="alert">
          <Icon name="cross" className="feedback__icon" />
          {t(`errors:${error}`)}
        </p>
      )}
      {runOver ? (
        <div className="outro__actions">
          <button type="button" className="button button--large" onClick={starting ? undefined : onPlayAgain} aria-disabled={starting || undefined}>
            <Icon name="reset" />
            {starting ? t('intro.starting') : t('outro.playAgain')}
          </button>
          <button type="button" className="button button--secondary" onClick={onSolution}>
            <Icon name="eye" />
            {t('outro.seeAnswers')}
          </button>
          <ScoreShare play={play} locale={locale} gameNumber={game.number} />
        </div>
      ) : (
        <div className="outro__actions">
          <RunContinueActions place="outro" part={part} starting={starting} ending={ending} onContinue={onContinue} onEndRun={onEndRun} />
        </div>
      )}
      {play.ended && <ChallengeOutroSlot locale={locale} play={play} />}
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
