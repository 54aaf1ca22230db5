import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Confirm } from './confirm';
import { Icon } from './icons';

interface RunContinueActionsProps {
  /** Where they show: the intro of a run kept for later, or the outro of a part that is not the last. */
  place: 'intro' | 'outro';
  /** The part just played (1-based): Continue plays the next one. */
  part: number;
  starting: boolean;
  ending: boolean;
  onContinue: () => void;
  /** "End and see the answers", once confirmed. */
  onEndRun: () => void;
  /** The pointer or the focus on Continue: the run's next part may be fetched ahead. */
  onPlayIntent?: () => void;
}

/**
 * A run that goes on (docs/game.md, runs in parts): Continue first, on a fresh clock, then "End and
 * see the answers", asked first. The same on the intro of a kept run and on the outro of a part.
 */
export function RunContinueActions({ place, part, starting, ending, onContinue, onEndRun, onPlayIntent }: RunContinueActionsProps) {
  const { t } = useTranslation('game');
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const endButton = useRef<HTMLButtonElement>(null);
  const hintId = `${place}-continue-hint`;
  return (
    <>
      <button
        type="button"
        className="button button--large"
        onClick={starting ? undefined : onContinue}
        onPointerEnter={onPlayIntent}
        onFocus={onPlayIntent}
        aria-disabled={starting || undefined}
        aria-describedby={hintId}
      >
        <Icon name="play" />
        {starting ? t('run.continuing') : t('run.continue')}
      </button>
      <p id={hintId} className={place === 'intro' ? 'visually-hidden' : 'outro__hint'}>
        {t('run.continueHint', { part: part + 1 })}
      </p>
      {confirmingEnd ? (
        <Confirm
          title={t('run.confirmEndTitle')}
          text={t('run.confirmEndText')}
          confirmLabel={ending ? t('run.ending') : t('run.confirmEnd')}
          cancelLabel={t('run.notNow')}
          onConfirm={onEndRun}
          onCancel={() => setConfirmingEnd(false)}
          busy={ending}
          returnFocus={endButton}
        />
      ) : (
        <button ref={endButton} type="button" className="button button--secondary" onClick={() => setConfirmingEnd(true)}>
          <Icon name="eye" />
          {t('run.endRun')}
        </button>
      )}
    </>
  );
}
