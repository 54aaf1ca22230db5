import { srcsetOf, type Locale } from '@quiz/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminProductsQuery } from '../api/products';
import { productErrorKey } from '../lib/errors';
import { adminProductPaths } from '../paths';

/** /admin/app/products: every product of every status, by number, with its cover. */
export function ProductsList() {
  const { t, i18n } = useTranslation('adminProducts');
  const locale = (i18n.language === 'fr' ? 'fr' : 'en') satisfies Locale;
  const products = useQuery(adminProductsQuery());
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="ap-page" aria-labelledby="ap-list-title">
      <div className="ap-header">
        <h1 id="ap-list-title">{t('list.title')}</h1>
        <Link className="button" to={adminProductPaths.newProduct}>{t('list.new')}</Link>
      </div>
      <p>{t('list.intro')}</p>
      {products.isPending ? (
        <p role="status">{t('list.loading')}</p>
      ) : products.isError ? (
        <p role="alert" className="ap-error">{t(`errors.${productErrorKey(products.error)}`)}</p>
      ) : products.data.products.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <div className="ap-scroll">
          <table className="ap-table">
            <thead>
              <tr>
                <th scope="col">{t('list.columns.id')}</th>
                <th scope="col">{t('list.columns.cover')}</th>
                <th scope="col">{t('list.columns.title')}</th>
                <th scope="col">{t('list.columns.type')}</th>
                <th scope="col">{t('list.columns.status')}</th>
                <th scope="col">{t('list.columns.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {products.data.products.map((product) => {
                const cover = product.images.cover;
                return (
                  <tr key={product.id}>
                    <td>{product.id}</td>
                    <td>
                      {cover ? (
                        <img className="ap-thumb" src={cover.src} srcSet={srcsetOf(cover.variants)} sizes="4rem" alt="" width={cover.width} height={cover.height} loading="lazy" />
                      ) : (
                        <span className="ap-muted">{t('list.noCover')}</span>
                      )}
                    </td>
                    <td lang={locale}>
                      <Link to={adminProductPaths.product(product.id)}>{product.title[locale]}</Link>
                    </td>
                    <td>{t(`type.${product.type}`)}</td>
                    <td><span className={`ap-badge ap-badge--${product.status}`}>{t(`status.${product.status}`)}</span></td>
                    <td>{product.updatedAt ? date(product.updatedAt) : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
