import { PREMIUM_PACKS, PURCHASE_REF_PATTERN, type PurchaseType } from '@quiz/shared';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { usePageData } from '../../../lib/page-context';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useLocale } from '../../../hooks/use-locale';
import { useAccountState } from '../../../lib/account-state';
import { errorCodeOf } from '../../../lib/errors';
import { clearPurchaseIntent, rememberPurchaseIntent } from '../../../lib/purchase-intent';
import { safeReturnPath } from '../../../lib/return-path';
import type { ApiErrorCode } from '../../../lib/api-client';
import { startPurchase } from '../api/purchases';
import '../premium.css';

/** The sign-in links, handed over by app/router.tsx (the account feature's). */
export type SignInChoicesComponent = ComponentType<{ returnTo: string | null }>;

interface PurchaseData {
  type: PurchaseType;
  /** Where the paid player goes back (a path of this site; the server checks it too). */
  returnTo: string | null;
  /** The offer the purchase was started from; a malformed one is dropped, never a refusal. */
  ref: string | null;
}

function loader({ params, request }: LoaderFunctionArgs): PurchaseData {
  const type = params.type as PurchaseType;
  if (!PREMIUM_PACKS.includes(type)) throw new Response('Not found', { status: 404 });
  const query = new URL(request.url).searchParams;
  const ref = query.get('ref');
  return { type, returnTo: safeReturnPath(query.get('to'), window.location.origin), ref: ref && PURCHASE_REF_PATTERN.test(ref) ? ref : null };
}

/**
 * /stripe/purchase/{type} (SPEC §2): a signed-in player goes straight on to the payment page; an
 * anonymous one is asked to sign in first, and comes back here to go on.
 */
export function purchaseRoute(SignInChoices: SignInChoicesComponent) {
  function PurchasePage() {
    const { type, returnTo, ref } = usePageData<PurchaseData>();
    const { t } = useTranslation(['premium', 'common', 'errors']);
    const locale = useLocale();
    const { pathname, search } = useLocation();
    const account = useAccountState();
    const [error, setError] = useState<ApiErrorCode | null>(null);
    const [attempt, setAttempt] = useState(0);
    const started = useRef(-1);

    useEffect(() => {
      // Anonymous: the pack is remembered, so that signing in from anywhere goes on with it.
      if (account.status !== 'signedIn') {
        rememberPurchaseIntent(type);
        return;
      }
      if (started.current === attempt) return;
      started.current = attempt;
      clearPurchaseIntent();
      startPurchase(type, locale, returnTo, ref)
        .then(({ url }) => window.location.assign(url))
        .catch((failure: unknown) => setError(errorCodeOf(failure)));
    }, [account.status, attempt, type, locale, returnTo, ref]);

    const back = returnTo ?? paths.home(locale);
    return (
      <div className="container page purchase-page">
        <title>{`${t('purchase.title')} – ${t('common:app.name')}`}</title>
        {account.status !== 'signedIn' ? (
          <section className="purchase-page__panel" aria-labelledby="purchase-title">
            <h1 id="purchase-title">{t('purchase.signInTitle')}</h1>
            <p>{t('purchase.signInText')}</p>
            <SignInChoices returnTo={`${pathname}${search}`} />
          </section>
        ) : error ? (
          <section className="purchase-page__panel" aria-labelledby="purchase-title">
            <h1 id="purchase-title">{t('purchase.failed')}</h1>
            <p role="alert">{t(`errors:${error}`)}</p>
            <div className="purchase-page__actions">
              {error !== 'already_premium' && (
                <button type="button" className="button" onClick={() => { setError(null); setAttempt((n) => n + 1); }}>
                  {t('purchase.retry')}
                </button>
              )}
              <Link className="button button--secondary" to={back}>{t('purchase.back')}</Link>
            </div>
          </section>
        ) : (
          <Spinner label={t('purchase.redirecting')} />
        )}
      </div>
    );
  }

  return {
    loader,
    Component: PurchasePage,
  } satisfies Omit<RouteObject, 'index' | 'path' | 'children'>;
}
