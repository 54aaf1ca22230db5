import type { GameMode } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import type { TutorialMode } from '../lib/storage';
import { Icon } from './icons';

/**
 * The how-to of each mode SPEC §2 names: FREE and QUIZ, the modes a player picks, and SCENE, naming
 * what the whole picture shows (the zoneless references), met inside a FREE play.
 */
const STEPS = {
  FREE: ['howTo.FREE.step1', 'howTo.FREE.step2', 'howTo.FREE.step3', 'howTo.FREE.step4', 'howTo.FREE.step5', 'howTo.FREE.step6'],
  QUIZ: ['howTo.QUIZ.step1', 'howTo.QUIZ.step2', 'howTo.QUIZ.step3', 'howTo.QUIZ.step4', 'howTo.QUIZ.step5', 'howTo.QUIZ.step6'],
  SCENE: ['howTo.SCENE.step1', 'howTo.SCENE.step2', 'howTo.SCENE.step3'],
} as const satisfies Record<TutorialMode, readonly string[]>;

/** The rules of a mode, numbered. Shown before the first play of each mode, and on demand. */
export function HowToSteps({ mode }: { mode: TutorialMode }) {
  const { t } = useTranslation('game');
  return (
    <>
      <ol className="how-to__steps">
        {STEPS[mode].map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
      {mode === 'FREE' && <ForgivenTypos />}
    </>
  );
}

/** Exactly what the answer reading forgives (shared/src/answers/README.md), in the player's words. */
function ForgivenTypos() {
  const { t } = useTranslation('game');
  return (
    <div className="how-to__forgiven">
      <h2>{t('howTo.forgivenTitle')}</h2>
      <p>{t('howTo.forgiven')}</p>
    </div>
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
      {mode === 'FREE' && (
        <section className="how-to__scene" aria-labelledby="how-to-scene">
          <h2 id="how-to-scene">{t('howTo.title', { mode: t('mode.SCENE.name') })}</h2>
          <HowToSteps mode="SCENE" />
        </section>
      )}
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
