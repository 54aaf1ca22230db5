import { PURCHASE_STATUSES, type PurchaseStatus } from '@quiz/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { purchasesQuery } from '../api/admin-api';
import { LoadState } from '../components/load-state';
import { PurchaseTable } from '../components/purchase-table';

const isStatus = (value: string | null): value is PurchaseStatus => (PURCHASE_STATUSES as readonly (string | null)[]).includes(value);

/** /admin/app/purchases?status=: recent purchases site-wide, newest first, with their events. */
export function PurchasesPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : undefined;
  const selectId = useId();
  const list = useInfiniteQuery(purchasesQuery(status));
  return (
    <section aria-labelledby="admin-purchases-title">
      <title>{t('purchases.title')}</title>
      <h1 id="admin-purchases-title">{t('purchases.title')}</h1>
      <div className="admin-inline">
        <label htmlFor={selectId}>{t('purchases.filter')}</label>
        <select id={selectId} value={status ?? ''} onChange={(e) => setParams(e.target.value ? { status: e.target.value } : {})}>
          <option value="">{t('purchases.all')}</option>
          {PURCHASE_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
        </select>
      </div>
      <LoadState query={list}>
        {(data) => (
          <>
            <PurchaseTable purchases={data.pages.flatMap((p) => p.purchases)} showBuyer caption={t('purchases.title')} />
            {list.hasNextPage ? (
              <button type="button" className="button button--secondary" onClick={() => void list.fetchNextPage()} aria-disabled={list.isFetchingNextPage || undefined}>
                {list.isFetchingNextPage ? t('states.loading') : t('purchases.more')}
              </button>
            ) : null}
          </>
        )}
      </LoadState>
    </section>
  );
}
