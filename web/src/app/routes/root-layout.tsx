import { lazy, Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { AppShell } from '../../components/layout/app-shell';
import { AccountMenu } from '../../features/account/components/account-menu';
import { SignInChoices } from '../../features/account/components/sign-in-choices';
import { SessionExpiredNotice } from '../../features/account/components/session-expired-notice';
import { useLocale } from '../../hooks/use-locale';
import { useAccountState, userStateOfAccount } from '../../lib/account-state';
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
  const { i18n } = useTranslation();
  const navigation = useNavigation();

  const userState = userStateOfAccount(useAccountState());

  usePremiumOverClick(locale);
  usePurchaseIntentClick();

  // A layout effect runs before the browser paints, so a page never shows in the previous language.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [locale, i18n]);

  return (
    <AppShell
      locale={locale}
      busy={navigation.state === 'loading'}
      account={<AccountMenu locale={locale} />}
      notice={<SessionExpiredNotice />}
    >
      <Outlet />
      <ScrollRestoration />
      <Suspense fallback={null}>
        <PopupHost locale={locale} state={userState} signIn={(returnTo) => <SignInChoices returnTo={returnTo} />} />
      </Suspense>
    </AppShell>
  );
}
