import { UNLOCK_OFFER, type Locale } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { usePremiumGames } from '../api/premium-games';
import { ShopIcon, type ShopIconName } from './icons';

/**
 * What premium opens (docs/premium.md): how many quizzes today (GET /api/premium/games; a general
 * line until it answers, or if it cannot), the unlock offer's numbers, and no waiting for the joker.
 */
export function PremiumPerks({ locale, headingId = 'perks-title' }: { locale: Locale; headingId?: string }) {
  const { t } = useTranslation('shop');
  const { data } = usePremiumGames(locale);
  const perks: [ShopIconName, string][] = [
    ['star', data ? t('perks.quizzes', { count: data.games.length }) : t('perks.quizzesUnknown')],
    ['unlock', t('perks.unlock', { first: UNLOCK_OFFER.firstNumber, last: UNLOCK_OFFER.lastNumber })],
    ['clock', t('perks.noWait')],
    ['devices', t('perks.everywhere')],
  ];
  return (
    <section className="shop-section perks" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('perks.title')}</h2>
      <ul className="perks__list">
        {perks.map(([icon, text]) => (
          <li key={icon}>
            <span className="perks__icon">
              <ShopIcon name={icon} />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </section>
  );
}
