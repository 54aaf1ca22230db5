import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import { useLocale } from '../../../hooks/use-locale';
import { PremiumPerks } from '../components/premium-perks';
import { ShopHero } from '../components/shop-hero';
import { ShopLinks } from '../components/shop-links';
import { ShopPacks } from '../components/shop-packs';
import '../shop.css';

/** /en/shop, /fr/boutique (SPEC §2): the three packs, what premium opens, and the shop's other pages. */
function ShopPage() {
  const { t } = useTranslation(['shop', 'common']);
  const locale = useLocale();
  return (
    <div className="shop-page">
      <title>{`${t('shop.title')} – ${t('common:app.name')}`}</title>
      <ShopHero title={t('shop.title')} lead={t('shop.lead')} />
      <div className="container">
        <ShopPacks locale={locale} id="packs" title={t('packs.title')} purchaseRef="shop" />
        <PremiumPerks locale={locale} />
        <ShopLinks locale={locale} />
      </div>
    </div>
  );
}

export const shopRoute = { Component: ShopPage } satisfies Omit<RouteObject, 'index' | 'path' | 'children'>;
