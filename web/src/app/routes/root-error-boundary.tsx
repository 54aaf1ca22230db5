import { DEFAULT_LOCALE } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { isLocale } from '../../lib/locale';

/** Last resort, when the shell itself fails: a plain page with a full reload. */
export function RootErrorBoundary({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation(['common', 'errors']);
  if (import.meta.env.DEV) console.error(error);
  const home = `/${isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE}`;
  return (
    <main className="container page status-page">
      <div role="alert">
        <h1>{t('error.title')}</h1>
        <p>{t('errors:internal_error')}</p>
      </div>
      <a className="button" href={home}>
        {t('error.back')}
      </a>
    </main>
  );
}
