import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useLocale } from '../../hooks/use-locale';
import { notFoundPageTitle } from '../../lib/page-titles';

/** The 404 page (SPEC §2 /404/{_locale}), also shown in place for unknown paths and locales. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="container page status-page">
      <title>{notFoundPageTitle(locale)}</title>
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="button" to={paths.home(locale)}>
        {t('notFound.back')}
      </Link>
    </div>
  );
}
