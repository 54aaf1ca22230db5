import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '../../../lib/errors';

/** A part of an admin page while it loads, when it failed (with a retry), or its content. */
export function LoadState<T>({ query, children, label }: {
  query: { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown; isFetching: boolean };
  children: (data: T) => ReactNode;
  label?: string;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  if (query.error) {
    return (
      <div role="alert" className="admin-alert admin-alert--error">
        <p>{label ? `${label}: ` : ''}{t(`errors:${errorCodeOf(query.error)}`)}</p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()} aria-disabled={query.isFetching || undefined}>
          {t('admin:states.retry')}
        </button>
      </div>
    );
  }
  if (query.isPending || query.data === undefined) return <p role="status" className="admin-muted">{t('admin:states.loading')}</p>;
  return <>{children(query.data)}</>;
}
