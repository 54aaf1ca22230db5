import type { Locale, SignInService } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { usePageData } from '../../../lib/page-context';
import { paths } from '../../../config/paths';
import { pendingPurchase } from '../../../lib/purchase-intent';
import { SignInChoices } from '../components/sign-in-choices';
import { browser, currentLocale, showIn } from '../lib/browser';
import type { SignInFailure } from '../lib/oidc';
import { finishSignIn, signInFailureOf } from '../lib/session-client';
import { signInFlow, storedProfile } from '../lib/storage';

interface Failed {
  failure: SignInFailure;
  locale: Locale;
  service: SignInService | null;
  returnTo: string | null;
}

/**
 * /auth-success: the hosted UI sends the browser back here with a one-time code. The code is
 * exchanged (with the PKCE verifier kept in this tab), then the page the sign-in started from
 * replaces this one in history (so Back never replays the code); else the home page.
 */
async function authSuccessLoader({ request }: LoaderFunctionArgs): Promise<Failed | Response> {
  const flow = signInFlow();
  const locale = flow?.locale ?? currentLocale();
  await showIn(locale);
  try {
    const { returnTo, wholePage } = await finishSignIn(request.url);
    // A purchase started before signing in goes on (SPEC §4 purchase intent, "post-login").
    const pending = pendingPurchase();
    if (pending && !returnTo?.startsWith('/stripe/purchase/')) return replace(paths.purchase(pending, locale, returnTo));
    if (wholePage && returnTo) {
      // A pre-rendered page is no route of the app: loaded whole, its account corner shows the player.
      browser.leave(returnTo, 'replace');
      return new Promise<never>(() => {});
    }
    return replace(returnTo ?? paths.home(locale));
  } catch (error) {
    if (import.meta.env.DEV) console.warn('sign-in failed', error);
    // A replayed link in a signed-in tab: try again with the provider of this tab's session.
    const service = flow?.service ?? storedProfile()?.service ?? null;
    return { failure: signInFailureOf(error), locale, service, returnTo: flow?.returnTo ?? null };
  }
}

/** A sign-in that could not be finished: why, and a way to try again (the same provider when known). */
function SignInFailed() {
  const { t } = useTranslation(['account', 'common']);
  const { failure, locale, service, returnTo } = usePageData<Failed>();
  return (
    <div className="container page status-page auth-page">
      <title>{`${t('callback.failedTitle')} – ${t('common:app.name')}`}</title>
      <div role="alert">
        <h1>{t('callback.failedTitle')}</h1>
        <p>{t(`callback.${failure}`)}</p>
      </div>
      {service ? (
        <div className="button-row">
          <Link className="button" to={paths.connect(service, returnTo)}>
            {t('callback.retry', { provider: t(`provider.${service}`) })}
          </Link>
          <Link className="button button--ghost" to={paths.home(locale)}>
            {t('callback.home')}
          </Link>
        </div>
      ) : (
        <>
          <SignInChoices returnTo={returnTo} />
          <Link to={paths.home(locale)}>{t('callback.home')}</Link>
        </>
      )}
    </div>
  );
}

/** Loaded on demand (router.tsx gives the route its HydrateFallback: SigningIn). */
export const authSuccessRoute = {
  loader: authSuccessLoader,
  Component: SignInFailed,
  // Each visit runs once: running the loader again would start the flow over.
  shouldRevalidate: () => false,
} satisfies Omit<RouteObject, 'index' | 'path' | 'children' | 'HydrateFallback'>;
