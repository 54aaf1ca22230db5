import type { Locale } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ShopIcon } from './icons';

/** For a premium player, in place of buying (SPEC §5): until when premium runs, and the way to the quizzes. */
export function PremiumStatus({ until, locale }: { until: string; locale: Locale }) {
  const { t } = useTranslation('shop');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(until));
  return (
    <div className="premium-status" role="status">
      <span className="premium-status__icon">
        <ShopIcon name="star" size={24} />
      </span>
      <div>
        <p className="premium-status__until">{t('status.premiumUntil', { date })}</p>
        <p>{t('status.noBuy')}</p>
      </div>
      <Link className="button" to={paths.allQuizzes(locale)}>
        {t('status.play')}
      </Link>
    </div>
  );
}
