import type { GameMode } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { Icon } from './icons';

const STEPS = ['step1', 'step2', 'step3', 'step4', 'step5', 'step6'] as const;

/** The rules of a mode, numbered. Shown before the first play of each mode, and on demand. */
export function HowToSteps({ mode }: { mode: GameMode }) {
  const { t } = useTranslation('game');
  return (
    <ol className="how-to__steps">
      {STEPS.map((step) => (
        <li key={step}>{t(`howTo.${mode}.${step}`)}</li>
      ))}
    </ol>
  );
}

interface HowToPlayProps {
  mode: GameMode;
  /** Start the game from here (first play of this mode), or only go back (read on demand). */
  onStart?: () => void;
  onBack: () => void;
  starting: boolean;
}

export function HowToPlay({ mode, onStart, onBack, starting }: HowToPlayProps) {
  const { t } = useTranslation('game');
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="how-to" aria-labelledby="how-to-title">
      {onStart && (
        <button type="button" className="button button--ghost button--small how-to__back" onClick={onBack}>
          <Icon name="previous" size={18} />
          {t('howTo.back')}
        </button>
      )}
      <h1 id="how-to-title" ref={headingRef} tabIndex={-1}>
        {t('howTo.title', { mode: t(`mode.${mode}.name`) })}
      </h1>
      <HowToSteps mode={mode} />
      {onStart && <p className="how-to__again">{t('howTo.seeAgain')}</p>}
      {/* One main action, kept under the thumb at the bottom of a phone's screen. */}
      <div className="how-to__action">
        {onStart ? (
          <button type="button" className="button button--large" onClick={starting ? undefined : onStart} aria-disabled={starting || undefined}>
            <Icon name="play" />
            {starting ? t('intro.starting') : t('howTo.start')}
          </button>
        ) : (
          <button type="button" className="button button--large" onClick={onBack}>
            <Icon name="previous" />
            {t('howTo.back')}
          </button>
        )}
      </div>
    </section>
  );
}
