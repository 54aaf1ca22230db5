import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminCompetitionsPaths } from '../paths';

/** The competitions' link, for the admin's index (the pages are loaded lazily: app/back-office-routes.tsx). */
export function CompetitionsLink() {
  const { t } = useTranslation('adminCompetitions');
  return (
    <li>
      <Link className="desk-home__card desk-card" to={adminCompetitionsPaths.list}>
        <strong>{t('list.title')}</strong>
        <span>{t('list.cardText')}</span>
      </Link>
    </li>
  );
}
