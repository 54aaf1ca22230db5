import type { Locale } from '@quiz/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAccount } from '../hooks/use-account';
import { useDisclosure } from '../hooks/use-disclosure';
import { displayName, type AccountState } from '../lib/session';
import { AccountStatus } from './account-status';
import { SignInChoices } from './sign-in-choices';
import './account.css';

function PersonIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function Chevron() {
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
      <button className="account__toggle account__toggle--sign-in" {...disclosure.buttonProps}>
        <PersonIcon />
        <span className="account__label">{t('signIn.button')}</span>
      </button>
      <div className="account__panel" {...disclosure.panelProps}>
        <p className="account__title">{t('signIn.title')}</p>
        <p className="account__intro">{t('signIn.intro')}</p>
        <SignInChoices returnTo={returnTo} onChoose={disclosure.close} />
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
      <button className="account__toggle account__toggle--player" {...disclosure.buttonProps} aria-describedby={descriptionId}>
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
        <p className="account__title account__title--name">{name ?? t('menu.restoring')}</p>
        <p className="account__via">
          {account.service ? t('menu.signedInWith', { provider: t(`provider.${account.service}`) }) : t('menu.signedIn')}
        </p>
        {account.me?.user && <AccountStatus me={account.me} locale={locale} />}
        <Link className="button button--secondary button--block account__sign-out" to={paths.logout} onClick={disclosure.close}>
          {t('menu.signOut')}
        </Link>
      </div>
    </div>
  );
}

/** The header's account corner: "Sign in" for an anonymous visitor, the player's menu once signed in. */
export function AccountMenu({ locale }: { locale: Locale }) {
  const account = useAccount();
  return account.status === 'signedIn' ? <PlayerMenu account={account} locale={locale} /> : <SignInMenu />;
}
