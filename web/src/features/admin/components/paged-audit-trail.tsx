import type { AuditEntryView } from '@quiz/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AuditList } from './audit-list';
import { LoadState } from './load-state';

/** An audit trail read page by page, newest first, with "Show older changes" (the game's, and the whole trail's). */
export function PagedAuditTrail({ trail, showTarget }: {
  trail: UseInfiniteQueryResult<InfiniteData<{ entries: AuditEntryView[] }>>;
  showTarget?: boolean;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  return (
    <div className="admin-panel">
      <LoadState query={trail}>
        {(data) => (
          <>
            <AuditList entries={data.pages.flatMap((page) => page.entries)} showTarget={showTarget} />
            <div className="admin-audit__more" aria-live="polite">
              {trail.hasNextPage ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void (trail.isFetchingNextPage || trail.fetchNextPage())}
                  aria-disabled={trail.isFetchingNextPage || undefined}
                >
                  {trail.isFetchingNextPage ? t('admin:audit.loadingOlder') : t('admin:audit.older')}
                </button>
              ) : data.pages.length > 1 ? (
                <p className="admin-muted">{t('admin:audit.end')}</p>
              ) : null}
              {trail.isFetchNextPageError ? <p role="alert">{t('errors:internal_error')}</p> : null}
            </div>
          </>
        )}
      </LoadState>
    </div>
  );
}
