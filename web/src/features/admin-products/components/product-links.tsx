import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminProductPaths } from '../paths';

/** The products' card on the admin's index (/admin/app): an item of its grid. */
export function ProductLinks() {
  const { t } = useTranslation('adminProducts');
  return (
    <li>
      <Link className="desk-home__card desk-card" to={adminProductPaths.products}>
        <strong>{t('nav.products')}</strong>
        <span>{t('nav.productsText')}</span>
      </Link>
    </li>
  );
}
