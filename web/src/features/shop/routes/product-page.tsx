import type { Locale } from '@quiz/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageData } from '../../../lib/page-context';
import { paths } from '../../../config/paths';
import { productQueryOptions } from '../api/get-product';
import { ProductPicture } from '../components/product-picture';
import { ShopHero } from '../components/shop-hero';
import { ShopPacks } from '../components/shop-packs';
import '../shop.css';

/** What the loader answers (it imports this type: the page imports nothing of the loader, no cycle). */
export interface ProductLoaderData {
  locale: Locale;
  productId: number;
}

/**
 * A product page (the XL pack): its facts large, what it is, and, since it is not bought on this
 * site, the online premium packs below it.
 */
export function ProductPage() {
  const { locale, productId } = usePageData<ProductLoaderData>();
  const { t } = useTranslation(['shop', 'common']);
  const { data: product } = useSuspenseQuery(productQueryOptions(productId, locale));
  const breadcrumb = (
    <nav className="shop-breadcrumb" aria-label={t('product.breadcrumb')}>
      <ol>
        <li>
          <Link to={paths.shop(locale)}>{t('shop.title')}</Link>
        </li>
        <li aria-current="page">{product.title}</li>
      </ol>
    </nav>
  );
  return (
    <div className="shop-page product-page">
      <title>{`${product.title} – ${t('common:app.name')}`}</title>
      <ShopHero
        before={breadcrumb}
        eyebrow={t(`product.type.${product.type}`)}
        title={product.title}
        lead={product.summary}
        backgroundImage={product.background?.src}
        aside={
          product.cover && <ProductPicture image={product.cover} className="product-page__cover" sizes="(min-width: 60rem) 20rem, 60vw" eager />
        }
      />
      <div className="container">
        {product.facts.length > 0 && (
          <section className="shop-section" aria-labelledby="facts-title">
            <h2 id="facts-title" className="visually-hidden">
              {t('product.facts')}
            </h2>
            <ul className="product-facts">
              {product.facts.map((fact) => (
                <li key={fact.label}>
                  <span className="product-facts__value">{fact.value}</span> <span className="product-facts__label">{fact.label}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className="shop-section product-page__about" aria-labelledby="about-title">
          <h2 id="about-title">{t('product.about')}</h2>
          {product.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {product.descriptionImage && (
            <ProductPicture image={product.descriptionImage} className="product-page__image" sizes="(min-width: 60rem) 40rem, 100vw" />
          )}
        </section>
        <ShopPacks
          locale={locale}
          id="online"
          title={t('product.onlineTitle')}
          premiumTitle={t('product.onlineTitlePremium')}
          intro={t('product.onlineText')}
          purchaseRef={`product-${product.id}`}
        />
      </div>
    </div>
  );
}
