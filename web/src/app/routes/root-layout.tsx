import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { AppShell } from '../../components/layout/app-shell';
import { AccountMenu } from '../../features/account/components/account-menu';
import { SessionExpiredNotice } from '../../features/account/components/session-expired-notice';
import { useLocale } from '../../hooks/use-locale';
import { usePremiumOverClick } from './premium-over-click';

/** Every page: the shell, the page's language applied to i18n and to <html lang>. */
export function RootLayout() {
  const locale = useLocale();
  const { i18n } = useTranslation();
  const navigation = useNavigation();

  usePremiumOverClick(locale);

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
    </AppShell>
  );
}
