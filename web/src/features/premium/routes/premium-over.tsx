import { useTranslation } from 'react-i18next';
import { Link, type RouteObject } from 'react-router-dom';
import { PackLinks } from '../../../components/premium/pack-links';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../hooks/use-locale';
import '../premium.css';

/** /en/premium-over, /fr/fin-du-premium (SPEC §2 access ended): "Game Over", and the packs to renew. */
function PremiumOverPage() {
  const { t } = useTranslation(['premium', 'common']);
  const locale = useLocale();
  return (
    <div className="container page purchase-page">
      <title>{`${t('over.title')} – ${t('common:app.name')}`}</title>
      <section className="purchase-page__panel" aria-labelledby="premium-over-title">
        <h1 id="premium-over-title">{t('over.title')}</h1>
        <p>{t('over.text')}</p>
        <PackLinks locale={locale} returnTo={paths.allQuizzes(locale)} purchaseRef="premium-over" />
        <Link className="button button--ghost" to={paths.allQuizzes(locale)}>{t('over.free')}</Link>
      </section>
    </div>
  );
}

export const premiumOverRoute = { Component: PremiumOverPage } satisfies Omit<RouteObject, 'index' | 'path' | 'children'>;
