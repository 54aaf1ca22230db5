import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminPopupsPaths } from '../paths';

/** The popups page's link, for the admin's index (the page itself is loaded lazily: app/back-office-routes.tsx). */
export function PopupsLink() {
  const { t } = useTranslation('adminPopups');
  return (
    <li>
      <Link className="desk-home__card desk-card" to={adminPopupsPaths.popups}>
        <strong>{t('title')}</strong>
        <span>{t('cardText')}</span>
      </Link>
    </li>
  );
}
