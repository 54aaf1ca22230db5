import type { Locale } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { usePageData } from '../../../lib/page-context';
import { paths } from '../../../config/paths';
import { loadAuthConfig, signOutUrl } from '../lib/auth-config';
import { browser, currentLocale, leaveMethod, showIn } from '../lib/browser';
import { endSession } from '../lib/session-client';
import { rememberSignOut, takeSignOut } from '../lib/storage';

/**
 * /logout, twice. First visit: the session of this tab ends (tokens, the refresh token revoked,
 * SPEC §9 `me` and `isConnected`), then the browser goes to the hosted UI's sign-out (Cognito's
 * `/logout?client_id&logout_uri`; the OIDC client's own sign-out needs an end_session_endpoint that
 * Cognito's discovery document lacks), which ends the session there and sends the browser back
 * here. Second visit: "You are signed out".
 */
async function logoutLoader({ request }: LoaderFunctionArgs): Promise<{ locale: Locale }> {
  const back = takeSignOut();
  if (back) {
    await showIn(back.locale);
    await endSession();
    return { locale: back.locale };
  }
  const locale = currentLocale();
  await endSession();
  let url: string;
  try {
    url = signOutUrl(await loadAuthConfig());
  } catch {
    // The hosted UI is out of reach: signed out here all the same.
    return { locale };
  }
  rememberSignOut(locale);
  browser.leave(url, leaveMethod(request.url));
  return new Promise<never>(() => {});
}

function SignedOut() {
  const { t } = useTranslation(['account', 'common']);
  const { locale } = usePageData<{ locale: Locale }>();
  return (
    <div className="container page status-page auth-page">
      <title>{`${t('logout.doneTitle')} – ${t('common:app.name')}`}</title>
      <h1>{t('logout.doneTitle')}</h1>
      <p>{t('logout.doneText')}</p>
      <Link className="button" to={paths.home(locale)}>
        {t('logout.home')}
      </Link>
    </div>
  );
}

/** Loaded on demand (router.tsx gives the route its HydrateFallback: SigningOut). */
export const logoutRoute = {
  loader: logoutLoader,
  Component: SignedOut,
  // Each visit runs once: running the loader again would start the flow over.
  shouldRevalidate: () => false,
} satisfies Omit<RouteObject, 'index' | 'path' | 'children' | 'HydrateFallback'>;
