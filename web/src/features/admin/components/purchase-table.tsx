import type { AdminPurchase } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDate, formatPrice } from './format';
import { adminPaths } from '../paths';

/** Purchases with their status and what the webhook recorded for each. */
export function PurchaseTable({ purchases, showBuyer = false, caption }: { purchases: AdminPurchase[]; showBuyer?: boolean; caption: string }) {
  const { t, i18n } = useTranslation('admin');
  if (!purchases.length) return <p className="admin-muted">{t('purchases.empty')}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('purchases.date')}</th>
            {showBuyer ? <th scope="col">{t('purchases.buyer')}</th> : null}
            <th scope="col">{t('purchases.type')}</th>
            <th scope="col">{t('purchases.amount')}</th>
            <th scope="col">{t('purchases.status')}</th>
            <th scope="col">{t('purchases.events')}</th>
          </tr>
        </thead>
        <tbody>
          {purchases.map((p) => (
            <tr key={p.purchaseId}>
              <td><time dateTime={p.createdAt}>{formatDate(p.createdAt, i18n.language)}</time></td>
              {showBuyer ? <td><Link to={adminPaths.user(p.sub)}>{p.sub.slice(0, 8)}…</Link></td> : null}
              <td>{t(`packs.${p.type}`)}</td>
              <td>{formatPrice(p.amount, p.currency, i18n.language)}</td>
              <td>
                <span className={`admin-status admin-status--${p.status}`}>{t(`status.${p.status}`)}</span>
                {p.reason ? <span className="admin-muted"> ({p.reason})</span> : null}
                {p.grantedUntil ? <div className="admin-muted">{t('purchases.until', { date: formatDate(p.grantedUntil, i18n.language) })}</div> : null}
              </td>
              <td>
                {p.events.length ? (
                  <ul className="admin-events">
                    {p.events.map((e) => (
                      <li key={e.eventId}><code>{e.eventType}</code> <span className="admin-muted">{formatDate(e.at, i18n.language)} · {e.outcome}</span></li>
                    ))}
                  </ul>
                ) : <span className="admin-muted">{t('purchases.noEvents')}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
