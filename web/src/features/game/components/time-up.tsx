import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';
import { Icon } from './icons';

/** How long "Time's up!" stays before the score comes on its own. */
export const TIME_UP_PAUSE_MS = 3000;

/** SPEC §8: "Sorry…" and "Time's up!", then the outro (at once with the button). */
export function TimeUp({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('game');
  const headingRef = useFocusOnMount<HTMLHeadingElement>();

  useEffect(() => {
    const id = window.setTimeout(onContinue, TIME_UP_PAUSE_MS);
    return () => window.clearTimeout(id);
  }, [onContinue]);

  return (
    <section className="time-up" aria-labelledby="time-up-title">
      <Icon name="clock" size={56} className="time-up__icon" />
      <p className="time-up__sorry">{t('timeUp.sorry')}</p>
      <h1 id="time-up-title" ref={headingRef} tabIndex={-1} className="time-up__title">
        {t('timeUp.title')}
      </h1>
      <button type="button" className="button button--large" onClick={onContinue}>
        {t('timeUp.continue')}
      </button>
    </section>
  );
}
