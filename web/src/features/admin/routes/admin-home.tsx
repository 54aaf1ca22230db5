import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminPaths } from '../paths';

/**
 * /admin/app: where an admin starts, one grid of cards; `children`: the cards other features add
 * (each an `<li>` card: the content's pages, products, popups, competitions).
 */
export function AdminHome({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="admin-home-title">
      <h1 id="admin-home-title">{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
      <ul className="desk-home">
        <li>
          <Link className="desk-home__card desk-card" to={adminPaths.users}>
            <strong>{t('home.users')}</strong>
            <span>{t('home.usersText')}</span>
          </Link>
        </li>
        <li>
          <Link className="desk-home__card desk-card" to={adminPaths.purchases}>
            <strong>{t('home.purchases')}</strong>
            <span>{t('home.purchasesText')}</span>
          </Link>
        </li>
        <li>
          <Link className="desk-home__card desk-card" to={adminPaths.games}>
            <strong>{t('home.games')}</strong>
            <span>{t('home.gamesText')}</span>
          </Link>
        </li>
        <li>
          <Link className="desk-home__card desk-card" to={adminPaths.audit}>
            <strong>{t('home.audit')}</strong>
            <span>{t('home.auditText')}</span>
          </Link>
        </li>
        {children}
      </ul>
    </section>
  );
}
