import { PREMIUM_LEVEL, UNLOCK_OFFER, type Locale } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link, type RouteObject } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../hooks/use-locale';
import { usePremiumGames } from '../api/premium-games';
import { ShopIcon, type ShopIconName } from '../components/icons';
import { ShopHero } from '../components/shop-hero';
import { ShopPacks } from '../components/shop-packs';
import '../shop.css';

/** The premium quizzes by number and title (GET /api/premium/games), each a link to its page. */
function PremiumQuizList({ locale }: { locale: Locale }) {
  const { t } = useTranslation('shop');
  const { data, error, refetch, isFetching } = usePremiumGames(locale);
  if (error && !data) {
    return (
      <div className="pack-cards__error" role="alert">
        <p>{t('unlimited.listFailed')}</p>
        <button type="button" className="button" onClick={isFetching ? undefined : () => void refetch()} aria-disabled={isFetching || undefined}>
          {t('packs.retry')}
        </button>
      </div>
    );
  }
  if (!data) {
    return (
      <p className="pack-cards__loading" role="status">
        {t('unlimited.listLoading')}
      </p>
    );
  }
  const hasJoker = data.games.some((game) => game.premiumLevel === PREMIUM_LEVEL.joker);
  return (
    <>
      <ul className="premium-quizzes">
        {data.games.map((game) => (
          <li key={game.gameId}>
            <Link to={paths.quiz(locale, game.slug)}>
              {/* Spaces between the parts: the link's name reads "#4 Space Opera Joker", not "#4Space OperaJoker". */}
              <span className="premium-quizzes__number">{t('unlimited.number', { number: game.number })}</span>{' '}
              <span className="premium-quizzes__title">{game.title}</span>
              {game.premiumLevel === PREMIUM_LEVEL.joker && <> <span className="premium-quizzes__tag">{t('unlimited.joker')}</span></>}
            </Link>
          </li>
        ))}
      </ul>
      {hasJoker && <p className="shop-section__note">{t('unlimited.jokerNote')}</p>}
    </>
  );
}

/**
 * /en/unlimited-access, /fr/acces-illimite (SPEC §2 unlimited-access page): what premium gives, the
 * quizzes it opens, and the packs.
 */
function UnlimitedAccessPage() {
  const { t } = useTranslation(['shop', 'common']);
  const locale = useLocale();
  const { data } = usePremiumGames(locale);
  const range = { first: UNLOCK_OFFER.firstNumber, last: UNLOCK_OFFER.lastNumber };
  const gives: [ShopIconName, string, string][] = [
    ['star', t('unlimited.everyTitle'), data ? t('perks.quizzes', { count: data.games.length }) : t('unlimited.everyText')],
    ['unlock', t('unlimited.unlockTitle', range), t('unlimited.unlockText', range)],
    ['clock', t('unlimited.noWaitTitle'), t('unlimited.noWaitText')],
  ];
  return (
    <div className="shop-page">
      <title>{`${t('unlimited.title')} – ${t('common:app.name')}`}</title>
      <ShopHero title={t('unlimited.title')} lead={t('unlimited.lead')} />
      <div className="container">
        <section className="shop-section" aria-labelledby="gives-title">
          <h2 id="gives-title">{t('unlimited.gives')}</h2>
          <ul className="gives">
            {gives.map(([icon, title, text]) => (
              <li key={icon} className="gives__item">
                <span className="gives__icon">
                  <ShopIcon name={icon} size={24} />
                </span>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="shop-section" aria-labelledby="quizzes-title">
          <h2 id="quizzes-title">{t('unlimited.listTitle')}</h2>
          <PremiumQuizList locale={locale} />
        </section>
        <ShopPacks locale={locale} id="packs" title={t('unlimited.packsTitle')} purchaseRef="unlimited-access" />
      </div>
    </div>
  );
}

export const unlimitedAccessRoute = { Component: UnlimitedAccessPage } satisfies Omit<RouteObject, 'index' | 'path' | 'children'>;
