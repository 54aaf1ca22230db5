import { useTranslation } from 'react-i18next';
import { formatClock } from '../lib/clock';
import { Icon } from './icons';

/** Below this many seconds the clock turns urgent (it also says so in words, see GameScreen). */
const URGENT_SECONDS = 30;

/** mm:ss left, as a timer (not a live region: it would talk every second). */
export function Countdown({ seconds }: { seconds: number }) {
  const { t } = useTranslation('game');
  return (
    <p className={`countdown${seconds <= URGENT_SECONDS ? ' countdown--urgent' : ''}`}>
      <Icon name="clock" />
      <span role="timer" aria-label={t('play.timeLeft')} className="countdown__value">
        {formatClock(seconds)}
      </span>
    </p>
  );
}
