import type { Locale } from '@quiz/shared';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { useAccount } from '../hooks/use-account';
import { useDisclosure } from '../hooks/use-disclosure';
import { displayName, type AccountState } from '../../../lib/account-state';
import './account.css';

/**
 * The panels' contents (providers' logos, the account's state) load when a panel is about to open:
 * every page carries the header, few visitors open it. Pointing at or focusing the button starts
 * the download, so the panel is usually ready by the click.
 */
const loadPanels = () => import('./account-panels');
const SignInPanel = lazy(() => loadPanels().then((m) => ({ default: m.SignInPanel })));
const PlayerPanel = lazy(() => loadPanels().then((m) => ({ default: m.PlayerPanel })));
const preloadPanels = () => void loadPanels();

function PanelLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} />;
}

export function PersonIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Chevron() {
  return (
    <svg className="account__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The page to come back to after signing in: this one. */
function useReturnTo(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}

/** Anonymous: "Sign in", opening the three providers. */
function SignInMenu() {
  const { t } = useTranslation('account');
  const returnTo = useReturnTo();
  const disclosure = useDisclosure();
  return (
    <div className="account" {...disclosure.rootProps}>
      <button className="account__toggle account__toggle--sign-in" {...disclosure.buttonProps} onPointerEnter={preloadPanels} onFocus={preloadPanels}>
        <PersonIcon />
        <span className="account__label">{t('signIn.button')}</span>
      </button>
      <div className="account__panel" {...disclosure.panelProps}>
        {disclosure.open && (
          <Suspense fallback={<PanelLoading />}>
            <SignInPanel returnTo={returnTo} onChoose={disclosure.close} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/** Signed in: the player's name, opening their account state and "Sign out". */
function PlayerMenu({ account, locale }: { account: AccountState; locale: Locale }) {
  const { t } = useTranslation('account');
  const disclosure = useDisclosure();
  const descriptionId = useId();
  const name = displayName(account);
  const initial = name ? Array.from(name.trim())[0]?.toLocaleUpperCase(locale) : undefined;
  return (
    <div className="account" {...disclosure.rootProps}>
      {/* Named by the player's name as shown (hidden on phones, still read), described as the account menu. */}
      <button
        className="account__toggle account__toggle--player"
        {...disclosure.buttonProps}
        aria-describedby={descriptionId}
        onPointerEnter={preloadPanels}
        onFocus={preloadPanels}
      >
        <span className="account__avatar" aria-hidden="true">
          {initial ?? <PersonIcon />}
        </span>
        <span className="account__name">{name ?? t('menu.label')}</span>
        <Chevron />
      </button>
      <span id={descriptionId} hidden>
        {t('menu.description')}
      </span>
      <div className="account__panel" {...disclosure.panelProps}>
        {disclosure.open && (
          <Suspense fallback={<PanelLoading />}>
            <PlayerPanel account={account} locale={locale} onChoose={disclosure.close} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/** The header's account corner: "Sign in" for an anonymous visitor, the player's menu once signed in. */
export function AccountMenu({ locale }: { locale: Locale }) {
  const account = useAccount();
  return account.status === 'signedIn' ? <PlayerMenu account={account} locale={locale} /> : <SignInMenu />;
}
