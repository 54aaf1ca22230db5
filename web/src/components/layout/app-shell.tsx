import { LEGAL_PAGE_PATHS, type Locale } from '@quiz/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Logo } from '../ui/logo';
import { LanguageSwitch } from './language-switch';

interface AppShellProps {
  locale: Locale;
  /** A navigation is loading the next page's data. */
  busy?: boolean;
  /** The header's account corner (sign in, or the player's menu). */
  account?: ReactNode;
  /** A message about the whole site, under the header (a session that expired). */
  notice?: ReactNode;
  children: ReactNode;
}

/** Header (name, menu, language, account), the main landmark and the footer, around every page. */
export function AppShell({ locale, busy = false, account, notice, children }: AppShellProps) {
  const { t } = useTranslation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {busy && (
        <div className="nav-progress" role="progressbar" aria-label={t('loading')}>
          <span className="nav-progress__bar" />
        </div>
      )}
      <header className="site-header">
        <div className="container site-header__inner">
          <Link to={paths.home(locale)} className="brand">
            <Logo />
            <span className="brand__name">{t('app.name')}</span>
          </Link>
          <nav className="site-nav" aria-label={t('nav.primary')}>
            <Link to={paths.menu(locale)} className="site-nav__link">
              <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="site-nav__label">{t('nav.menu')}</span>
            </Link>
          </nav>
          <LanguageSwitch locale={locale} />
          {account}
        </div>
      </header>
      {notice}
      <main id="main" className="site-main" tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="container site-footer__inner">
          <p className="site-footer__tagline">{t('app.tagline')}</p>
          <nav aria-label={t('footer.links')}>
            <ul className="site-footer__links">
              <li>
                <Link to={paths.home(locale)}>{t('nav.home')}</Link>
              </li>
              <li>
                <Link to={paths.allQuizzes(locale)}>{t('nav.allQuizzes')}</Link>
              </li>
              <li>
                <Link to={paths.shop(locale)}>{t('nav.shop')}</Link>
              </li>
              <li>
                <Link to={paths.menu(locale)}>{t('nav.menu')}</Link>
              </li>
            </ul>
          </nav>
          {/* Pre-rendered pages, not routes of the app: plain links load them. */}
          <nav aria-label={t('footer.legal')}>
            <ul className="site-footer__links site-footer__links--legal">
              <li>
                <a href={LEGAL_PAGE_PATHS.termsOfUse[locale]}>{t('footer.termsOfUse')}</a>
              </li>
              <li>
                <a href={LEGAL_PAGE_PATHS.termsOfSales[locale]}>{t('footer.termsOfSales')}</a>
              </li>
              <li>
                <a href={LEGAL_PAGE_PATHS.legalNotice[locale]}>{t('footer.legalNotice')}</a>
              </li>
            </ul>
          </nav>
          <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </footer>
    </div>
  );
}
