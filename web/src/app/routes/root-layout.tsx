import { lazy, Suspense, useContext, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { AppShell } from '../../components/layout/app-shell';
import { AccountMenu } from '../../features/account/components/account-menu';
import { SignInChoices } from '../../features/account/components/sign-in-choices';
import { SessionExpiredNotice } from '../../features/account/components/session-expired-notice';
import { useLocale, usePathLocale } from '../../hooks/use-locale';
import { useAccountState, userStateOfAccount } from '../../lib/account-state';
import { usePageMatches } from '../../lib/page-context';
import { setPopupViewer } from '../../lib/popups/viewer';
import { NavigationPendingContext, usePageTexts } from '../page-route';
import { textsOfHandles } from '../../lib/page-texts';
import { usePremiumOverClick } from './premium-over-click';
import { usePurchaseIntentClick } from './purchase-intent-click';

/**
 * The popups' host, engine and styles download after the first page is shown (or at the first
 * trigger): no page needs them to open (lib/popups/triggers.ts, docs/adr/0001-quiz-page-weight.md).
 */
const PopupHost = lazy(() => import('../../components/popups/popup-host').then((m) => ({ default: m.PopupHost })));

/** Every page: the shell, the page's language applied to i18n and to <html lang>, and the popups. */
export function RootLayout() {
  const locale = useLocale();
  const pathLocale = usePathLocale();
  const { i18n } = useTranslation();
  const busy = useContext(NavigationPendingContext);
  const location = useLocation();
  const navigationType = useNavigationType();
  // The page's texts in its language before the shell shows it (a navigation to another language
  // keeps the previous page meanwhile): the shell and the page never show half translated.
  usePageTexts(locale, textsOfHandles(usePageMatches().map((match) => match.handle)));

  const userState = userStateOfAccount(useAccountState());

  usePremiumOverClick(locale);
  usePurchaseIntentClick();
  // Before any click can fire a popup: the popups decide for this page's language and player.
  useLayoutEffect(() => setPopupViewer({ locale, state: userState }), [locale, userState]);

  // A layout effect runs before the browser paints, so a page never shows in the previous language.
  // Only an address that names the language switches it: a page without one (the sign-in flow's,
  // whose loaders choose the language) may commit a render made before its loader switched, and
  // applying that render's language would switch back.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    if (pathLocale && i18n.language !== pathLocale) void i18n.changeLanguage(pathLocale);
  }, [locale, pathLocale, i18n]);

  // A new page starts at its top (or at the element its address names); back and forward leave
  // the scroll to the browser's own restoration.
  useLayoutEffect(() => {
    if (navigationType === 'POP') return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return (
    <AppShell
      locale={locale}
      busy={busy}
      account={<AccountMenu locale={locale} />}
      notice={<SessionExpiredNotice />}
    >
      <Outlet />
      <Suspense fallback={null}>
        <PopupHost locale={locale} state={userState} signIn={(returnTo) => <SignInChoices returnTo={returnTo} />} />
      </Suspense>
    </AppShell>
  );
}
