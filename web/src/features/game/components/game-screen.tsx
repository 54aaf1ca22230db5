import type { PlayState } from '@quiz/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../hooks/announcer';
import { useCountdown } from '../hooks/use-countdown';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { useMoves } from '../hooks/use-moves';
import type { EndReason, Session } from '../lib/session';
import { Confirm } from './confirm';
import { Countdown } from './countdown';
import { FeedbackMessage, type Feedback } from './feedback';
import { FreeBoard } from './free-board';
import { HowToSteps } from './how-to-play';
import { QuizBoard } from './quiz-board';

interface GameScreenProps {
  session: Session;
  onPlay: (play: PlayState) => void;
  onEnd: (reason: EndReason, play?: PlayState) => void;
}

/** A play in progress: the clock, the count, "Finish later", and the board of the play's mode. */
export function GameScreen({ session, onPlay, onEnd }: GameScreenProps) {
  const { game, play, offsetMs } = session;
  const { t } = useTranslation(['game', 'errors']);
  const announce = useAnnounce();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const moves = useMoves(play.playId, { onPlay, onEnd });
  const [finishError, setFinishError] = useState<Feedback | null>(null);
  // "Finish later" asks first: one stray click must not end a part (the run is kept either way).
  const [confirming, setConfirming] = useState(false);
  const finishButton = useRef<HTMLButtonElement>(null);
  const seconds = useCountdown(play.endsAt, offsetMs, {
    onExpire: () => onEnd('timeup'),
    onTick: (left) => {
      if (left === 60) announce(t('play.minuteLeft'));
      else if (left === 10) announce(t('play.secondsLeft'));
    },
  });

  async function finishLater() {
    const outcome = await moves.finish();
    if (!outcome.ok) {
      setConfirming(false);
      setFinishError({ kind: 'error', code: outcome.code });
    }
  }

  const { refsFound, refsTotal } = play.summary;
  return (
    <div className={`game game--${play.mode === 'FREE' ? 'free' : 'quiz'}`}>
      <div className="game__bar">
        <h1 ref={headingRef} tabIndex={-1} className="game__title">
          <span className="game__name">{game.title}</span>
          <span className="game__mode">{t(`mode.${play.mode}.name`)}</span>
        </h1>
        <div className="game__status">
          <Countdown seconds={seconds} />
          <p className="game__count">{t('play.found', { found: refsFound, total: refsTotal })}</p>
        </div>
        <button
          ref={finishButton}
          type="button"
          className="button button--ghost button--small game__finish"
          onClick={() => setConfirming(true)}
          aria-expanded={confirming}
        >
          {t('play.finishLater')}
        </button>
      </div>
      {confirming && (
        <Confirm
          title={t('run.confirmLaterTitle')}
          text={t('run.confirmLaterText')}
          confirmLabel={moves.busy ? t('play.finishing') : t('run.confirmLater')}
          cancelLabel={t('run.keepPlaying')}
          onConfirm={() => void finishLater()}
          onCancel={() => setConfirming(false)}
          busy={moves.busy}
          returnFocus={finishButton}
        />
      )}
      {finishError && <FeedbackMessage feedback={finishError} />}
      <div className="game__board">
        {play.mode === 'FREE' ? <FreeBoard game={game} play={play} moves={moves} /> : <QuizBoard game={game} play={play} moves={moves} />}
        <details className="game__help">
          <summary>{t('play.help')}</summary>
          <HowToSteps mode={play.mode} />
        </details>
      </div>
    </div>
  );
}
