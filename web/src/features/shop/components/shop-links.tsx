import type { Locale, ShopImage } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { productsQueryOptions } from '../../../lib/products';
import { ShopIcon } from './icons';
import { ProductPicture } from './product-picture';

interface ShopLinkCard {
  key: string;
  kind: string;
  title: string;
  text: string;
  to: string;
  /** A product's cover (SPEC §3 image types), when it has one. */
  cover?: ShopImage;
}

/**
 * The shop's other pages as cards: its products (the XL pack) and the unlimited-access page. The
 * whole card is clickable, but the link's name is the title alone (what a screen reader lists).
 */
export function ShopLinks({ locale, unlimited = true, products = true }: { locale: Locale; unlimited?: boolean; products?: boolean }) {
  const { t } = useTranslation('shop');
  const { data } = useQuery({ ...productsQueryOptions(locale), enabled: products });
  const cards: ShopLinkCard[] = [
    ...(products ? (data?.products ?? []) : []).map((product) => ({
      key: `product-${product.id}`,
      kind: t(`product.type.${product.type}`),
      title: product.title,
      text: product.summary,
      to: paths.product(locale, product.slug[locale]),
      cover: product.cover,
    })),
    ...(unlimited
      ? [{ key: 'unlimited', kind: t('packs.title'), title: t('shop.unlimitedTitle'), text: t('shop.unlimitedText'), to: paths.unlimitedAccess(locale) }]
      : []),
  ];
  return (
    <section className="shop-section" aria-labelledby="more-title">
      <h2 id="more-title">{t('shop.more')}</h2>
      <ul className="shop-links">
        {cards.map((card) => (
          <li key={card.key} className="shop-link">
            {card.cover && <ProductPicture image={card.cover} className="shop-link__cover" sizes="(min-width: 60rem) 24rem, 100vw" />}
            <p className="shop-link__kind">{card.kind}</p>
            <h3 className="shop-link__title">
              <Link to={card.to}>{card.title}</Link>
            </h3>
            <p className="shop-link__text">{card.text}</p>
            <p className="shop-link__more" aria-hidden="true">
              {t('shop.see')} <ShopIcon name="next" size={18} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
