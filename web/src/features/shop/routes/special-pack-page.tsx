import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import { useLocale } from '../../../hooks/use-locale';
import { PremiumPerks } from '../components/premium-perks';
import { ShopHero } from '../components/shop-hero';
import { ShopLinks } from '../components/shop-links';
import { ShopPacks } from '../components/shop-packs';
import '../shop.css';

/**
 * /specialpack (SPEC §2 special pack offer), in the visitor's language: trying premium, with the
 * 3-hour pack first and larger, the longer packs beside it, and what premium opens.
 */
function SpecialPackPage() {
  const { t } = useTranslation(['shop', 'common']);
  const locale = useLocale();
  return (
    <div className="shop-page">
      <title>{`${t('special.title')} – ${t('common:app.name')}`}</title>
      <ShopHero eyebrow={t('special.eyebrow')} title={t('special.title')} lead={t('special.lead')} />
      <div className="container">
        <ShopPacks locale={locale} id="packs" title={t('packs.title')} featured="stripe_premium_pt3h" purchaseRef="specialpack" />
        <PremiumPerks locale={locale} />
        <ShopLinks locale={locale} products={false} />
      </div>
    </div>
  );
}

export const specialPackRoute = { Component: SpecialPackPage } satisfies Omit<RouteObject, 'index' | 'path' | 'children'>;
