import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { adminContentPaths } from '../paths';

/** Links between the admin's content pages, on each of them. */
export function ContentNav() {
  const { t } = useTranslation('adminContent');
  return (
    <nav className="content-nav" aria-label={t('nav.label')}>
      <NavLink to={adminContentPaths.pages} className="content-nav__link">{t('nav.pages')}</NavLink>
      <NavLink to={adminContentPaths.menu} className="content-nav__link">{t('nav.menu')}</NavLink>
      <NavLink to={adminContentPaths.publish} className="content-nav__link">{t('nav.publish')}</NavLink>
    </nav>
  );
}

/** The same links as a list, for the admin's index. */
export function ContentLinks() {
  const { t } = useTranslation('adminContent');
  return (
    <nav aria-label={t('nav.label')}>
      <ul>
        <li><Link to={adminContentPaths.pages}>{t('nav.pages')}</Link></li>
        <li><Link to={adminContentPaths.menu}>{t('nav.menu')}</Link></li>
        <li><Link to={adminContentPaths.publish}>{t('nav.publish')}</Link></li>
      </ul>
    </nav>
  );
}
