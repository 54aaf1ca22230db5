import { UNLOCK_OFFER, type Locale, type QuizAccessPayload } from '@quiz/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PackLinks } from '../../../components/premium/pack-links';
import { paths } from '../../../config/paths';
import { Icon } from './icons';

/** Minutes left until `iso`, refreshed every 20 s (a "next free quiz" timer needs no seconds). */
function useMinutesUntil(iso: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = window.setInterval(() => setNow(Date.now()), 20_000);
    return () => window.clearInterval(timer);
  }, [iso]);
  return iso === null ? null : Math.max(1, Math.ceil((Date.parse(iso) - now) / 60_000));
}

function useDuration() {
  const { t } = useTranslation('game');
  return (minutes: number) =>
    minutes >= 60
      ? t('premiumAccess.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
      : t('premiumAccess.durationMinutes', { minutes });
}

/** What a locked quiz shows instead of Play: what premium opens, and when the joker comes back. */
export function PremiumOffer({ access, locale }: { access: QuizAccessPayload & { kind: 'locked' }; locale: Locale }) {
  const { t } = useTranslation('game');
  const minutes = useMinutesUntil(access.nextJokerAt);
  const duration = useDuration();
  const { pathname } = useLocation();
  return (
    <section className="premium-offer" aria-labelledby="premium-offer-title">
      <h2 id="premium-offer-title" className="premium-offer__title">
        <Icon name="lock" size={20} />
        {t('premiumAccess.lockedTitle')}
      </h2>
      <p>{t('premiumAccess.lockedText', { first: UNLOCK_OFFER.firstNumber, last: UNLOCK_OFFER.lastNumber })}</p>
      {minutes !== null && <p className="premium-offer__timer">{t('premiumAccess.jokerTaken', { time: duration(minutes) })}</p>}
      <PackLinks locale={locale} returnTo={pathname} purchaseRef="quiz-offer" />
      <Link className="button button--ghost" to={paths.allQuizzes(locale)}>
        {t('premiumAccess.freeQuizzes')}
      </Link>
    </section>
  );
}

/** Beside Play on a joker quiz: what the joker does, or how long this one stays the player's. */
export function JokerNote({ access }: { access: QuizAccessPayload & { kind: 'joker' } }) {
  const { t } = useTranslation('game');
  const minutes = useMinutesUntil(access.until);
  const duration = useDuration();
  return (
    <p className="joker-note">
      {minutes === null ? t('premiumAccess.jokerOffer') : t('premiumAccess.jokerOpen', { time: duration(minutes) })}
    </p>
  );
}

