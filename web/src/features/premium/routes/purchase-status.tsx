import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams, type RouteObject } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../hooks/use-locale';
import { refreshAccount } from '../../../lib/account-state';
import { errorCodeOf } from '../../../lib/errors';
import { safeReturnPath } from '../../../lib/return-path';
import { useCancelledPurchase, usePurchase } from '../api/purchases';
import '../premium.css';

/** The page a purchase comes back to: a path of this site only, else the home page. */
function useReturnPath(): { to: string; toQuiz: boolean } {
  const [search] = useSearchParams();
  const locale = useLocale();
  const safe = safeReturnPath(search.get('to'), window.location.origin);
  return { to: safe ?? paths.home(locale), toQuiz: safe?.startsWith('/quiz/') ?? false };
}

/**
 * The conversion data Stripe's return carries (`csp`, SPEC §1): read once, handed to whatever measures
 * the site (a `quiz:purchase` event on window), taken out of the address bar, never shown.
 */
function useConversionData() {
  const [search, setSearch] = useSearchParams();
  const csp = search.get('csp');
  useEffect(() => {
    if (csp === null) return;
    try {
      const data = JSON.parse(csp) as unknown;
      if (data && typeof data === 'object') window.dispatchEvent(new CustomEvent('quiz:purchase', { detail: data }));
    } catch {
      // Not JSON: nothing to measure.
    }
    const rest = new URLSearchParams(search);
    rest.delete('csp');
    setSearch(rest, { replace: true });
  }, [csp, search, setSearch]);
}

/** /purchase_status_success (SPEC §2): the payment went through; premium shows once the webhook has applied it. */
function PurchaseSuccessPage() {
  const { t } = useTranslation(['premium', 'common', 'errors']);
  const locale = useLocale();
  useConversionData();
  const [search] = useSearchParams();
  const { to, toQuiz } = useReturnPath();
  const purchase = usePurchase(search.get('purchase'));
  const status = purchase.data?.status;
  const applied = status === 'applied';
  // The premium the account menu shows comes from /api/me: asked again once the payment is applied.
  useEffect(() => {
    if (applied) void refreshAccount().catch(() => undefined);
  }, [applied]);
  const until = purchase.data?.premiumUntil;
  const date = until
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(until))
    : null;
  return (
    <div className="container page purchase-page">
      <title>{`${t('status.successTitle')} – ${t('common:app.name')}`}</title>
      <section className="purchase-page__panel" aria-labelledby="purchase-title">
        <h1 id="purchase-title">{t('status.successTitle')}</h1>
        <div aria-live="polite">
          {status === 'applied' || status === 'expired' ? (
            <p className="purchase-page__until">{t('status.premiumUntil', { date })}</p>
          ) : status === 'warning' ? (
            <p>{t('status.warning')}</p>
          ) : purchase.isError ? (
            <p role="alert">{t(`errors:${errorCodeOf(purchase.error)}`)}</p>
          ) : (
            <Spinner label={t('status.confirming')} />
          )}
        </div>
        <Link className="button" to={to}>{toQuiz ? t('status.backToQuiz') : t('status.back')}</Link>
      </section>
    </div>
  );
}

/** /purchase_status_failed (SPEC §8 purchase failure page): a payment that failed, nothing charged (a cancel has its own page). */
function PurchaseFailedPage() {
  const { t } = useTranslation(['premium', 'common', 'errors']);
  const { to } = useReturnPath();
  return (
    <div className="container page purchase-page">
      <title>{`${t('status.failedTitle')} – ${t('common:app.name')}`}</title>
      <section className="purchase-page__panel purchase-page__panel--failed" aria-labelledby="purchase-title">
        <h1 id="purchase-title">{t('status.failedTitle')}</h1>
        <p>{t('status.failedText')}</p>
        <Link className="button" to={to}>{t('status.back')}</Link>
      </section>
    </div>
  );
}

/**
 * /purchase_status_cancelled (SPEC §2 /purchase_status_{status}): the player left the checkout by its
 * cancel link. It says cancelled, not failed, and records it (docs/premium.md "Checkout outcomes").
 */
function PurchaseCancelledPage() {
  const { t } = useTranslation(['premium', 'common', 'errors']);
  const [search] = useSearchParams();
  const { to, toQuiz } = useReturnPath();
  const purchase = useCancelledPurchase(search.get('purchase'));
  const paid = purchase.data?.status === 'applied' || purchase.data?.status === 'active';
  return (
    <div className="container page purchase-page">
      <title>{`${t(paid ? 'status.successTitle' : 'status.cancelledTitle')} – ${t('common:app.name')}`}</title>
      <section className="purchase-page__panel" aria-labelledby="purchase-title">
        <h1 id="purchase-title">{t(paid ? 'status.successTitle' : 'status.cancelledTitle')}</h1>
        <div aria-live="polite">
          {paid ? <p>{t('status.confirming')}</p> : <p>{t('status.cancelledText')}</p>}
          {purchase.isPending && purchase.fetchStatus !== 'idle' ? <Spinner label={t('status.cancelling')} /> : null}
        </div>
        <Link className="button" to={to}>{toQuiz ? t('status.backToQuiz') : t('status.back')}</Link>
      </section>
    </div>
  );
}

export const purchaseSuccessRoute = { Component: PurchaseSuccessPage } satisfies Omit<RouteObject, 'index' | 'path' | 'children'>;
export const purchaseFailedRoute = { Component: PurchaseFailedPage } satisfies Omit<RouteObject, 'index' | 'path' | 'children'>;
export const purchaseCancelledRoute = { Component: PurchaseCancelledPage } satisfies Omit<RouteObject, 'index' | 'path' | 'children'>;
