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

/** The same pages as cards of the admin's index (items of its grid). */
export function ContentLinks() {
  const { t } = useTranslation('adminContent');
  return (
    <>
      {([['pages', adminContentPaths.pages], ['menu', adminContentPaths.menu], ['publish', adminContentPaths.publish]] as const).map(([name, to]) => (
        <li key={name}>
          <Link className="desk-home__card desk-card" to={to}>
            <strong>{t(`nav.${name}`)}</strong>
            <span>{t(`nav.${name}Text`)}</span>
          </Link>
        </li>
      ))}
    </>
  );
}
