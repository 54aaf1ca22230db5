import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { productQueryOptions } from '../api/get-product';
import { ShopHero } from '../components/shop-hero';
import { ShopPacks } from '../components/shop-packs';
import type { ProductLoaderData } from './product';
import '../shop.css';

/**
 * A product page (the XL pack): its facts large, what it is, and, since it is not bought on this
 * site, the online premium packs below it.
 */
export function ProductPage() {
  const { locale, productId } = useLoaderData<ProductLoaderData>();
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
          product.cover && (
            // Decorative beside the title, which names it.
            <img
              className="product-page__cover"
              src={product.cover.src}
              srcSet={product.cover.srcset}
              sizes="(min-width: 60rem) 20rem, 60vw"
              alt=""
              width={product.cover.width}
              height={product.cover.height}
              decoding="async"
            />
          )
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
            <img
              className="product-page__image"
              src={product.descriptionImage.src}
              srcSet={product.descriptionImage.srcset}
              sizes="(min-width: 60rem) 40rem, 100vw"
              alt=""
              width={product.descriptionImage.width}
              height={product.descriptionImage.height}
              loading="lazy"
              decoding="async"
            />
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
