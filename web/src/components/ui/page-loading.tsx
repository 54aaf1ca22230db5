import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** Shown while a page's data loads for the first time and the page has no skeleton of its own. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading">
      <Spinner label={t('loading')} />
    </div>
  );
}
