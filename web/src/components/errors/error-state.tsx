import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../lib/errors';

interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load: what went wrong, in the reader's language, and a way to try again. */
export function ErrorState({ error, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <div className="container page status-page">
      <title>{`${t('error.title')} – ${t('app.name')}`}</title>
      <div role="alert">
        <h1>{t('error.title')}</h1>
        <p>{t(`errors:${errorCodeOf(error)}`)}</p>
      </div>
      {/* aria-disabled rather than disabled: the button keeps focus while the retry runs. */}
      <button type="button" className="button" onClick={retrying ? undefined : onRetry} aria-disabled={retrying || undefined}>
        {retrying ? t('error.retrying') : t('error.retry')}
      </button>
    </div>
  );
}
