import { PREMIUM_LEVEL, type GameMode, type GamePayload, type GameSummary, type Locale, type QuizAccessPayload } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { ApiErrorCode } from '../../../lib/api-client';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { formatBestScore, useBestScore, type KeptRun } from '../../../lib/scores/local-store';
import type { RunOnServer } from '../../../lib/scores/run-status';
import { Icon } from './icons';
import { RunContinueActions } from './run-continue-actions';
import { ModePicker } from './mode-picker';
import { PhoneLink } from './phone-link';
import { JokerNote, PremiumOffer } from './premium-offer';

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
  /**
   * A run of this quiz kept for later ("Finish later", or a clock that ran out with references left),
   * as the server describes it: Continue only for a run it says can continue.
   */
  run: RunOnServer;
  onContinue: () => void;
  /** An ended run's answers (its latest part's solution). */
  onAnswers: (playId: string) => void;
  onEndRun: () => void;
  ending: boolean;
  /** The caller's access to this quiz (docs/premium.md); null while unknown (Play is shown: the server decides). */
  access: QuizAccessPayload | null;
}

/** The quiz's cover: what it is, how to play it, and the way to the other quizzes. */
export function Intro(props: IntroProps) {
  const { locale, game, summary, neighbours, mode, onModeChange, onPlay, onPlayIntent, onHowTo, starting, error, autoFocus, run, access } = props;
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
          {game.premiumLevel === PREMIUM_LEVEL.premium && <span className="intro__premium">{t('intro.premium')}</span>}
          {game.premiumLevel === PREMIUM_LEVEL.joker && <span className="intro__premium">{t('intro.joker')}</span>}
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

        {access?.kind !== 'locked' && <ModePicker mode={mode} onChange={onModeChange} />}

        {best !== null && (
          <p className="intro__last-score">{t('intro.bestScore', { score: formatBestScore(best, locale) })}</p>
        )}
        {error && (
          <p className="feedback feedback--miss" role="alert">
            <Icon name="cross" className="feedback__icon" />
            {t(`errors:${error}`)}
          </p>
        )}
        {access?.kind === 'joker' && <JokerNote access={access} />}
        {access?.kind === 'locked' ? (
          <PremiumOffer access={access} locale={locale} />
        ) : run.kind === 'open' ? (
          <RunActions {...props} run={run.run} />
        ) : (
          <div className="intro__actions">
            <RunNote run={run} onAnswers={props.onAnswers} />
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
        )}

        <PhoneLink gameId={game.gameId} locale={locale} />

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

/** What the server said of a run kept here that cannot continue: ended (its score, its answers), or played elsewhere. */
function RunNote({ run, onAnswers }: { run: RunOnServer; onAnswers: (playId: string) => void }) {
  const { t } = useTranslation('game');
  if (run.kind === 'checking') return <p className="run-status intro__run-note">{t('run.checking')}</p>;
  if (run.kind === 'elsewhere') return <p className="run-status intro__run-note">{t('run.elsewhere', { found: run.run.found, total: run.run.total })}</p>;
  if (run.kind !== 'ended') return null;
  return (
    <>
      <p className="run-status intro__run-note">{t('run.endedElsewhere', { found: run.run.found, total: run.run.total })}</p>
      <button type="button" className="button button--secondary" onClick={() => onAnswers(run.run.playId)}>
        <Icon name="eye" />
        {t('run.seeAnswers')}
      </button>
    </>
  );
}

/** A run kept for later: Continue first, then a confirmed "End and see the answers", or a fresh start. */
function RunActions({ run, onContinue, onEndRun, onPlay, onPlayIntent, onHowTo, starting, ending }: Omit<IntroProps, 'run'> & { run: KeptRun }) {
  const { t } = useTranslation('game');
  const part = run.partIndex + 1;
  return (
    <>
      <p className="run-status">{t('run.kept', { found: run.found, total: run.total, part })}</p>
      <div className="intro__actions">
        <RunContinueActions place="intro" part={part} starting={starting} ending={ending} onContinue={onContinue} onEndRun={onEndRun} onPlayIntent={onPlayIntent} />
        <button type="button" className="button button--ghost" onClick={starting ? undefined : onPlay} aria-disabled={starting || undefined}>
          <Icon name="reset" />
          {t('run.startOver')}
        </button>
        <button type="button" className="button button--ghost" onClick={onHowTo}>
          <Icon name="question" />
          {t('intro.howToPlay')}
        </button>
      </div>
    </>
  );
}
