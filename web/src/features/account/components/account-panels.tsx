import type { Locale } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { displayName, type AccountState } from '../../../lib/account-state';
import { AccountStatus } from './account-status';
import { SignInChoices } from './sign-in-choices';

/** What the "Sign in" panel holds: the three providers (`wholePage`: see SignInChoices). */
export function SignInPanel({ returnTo, onChoose, wholePage }: { returnTo: string; onChoose?: () => void; wholePage?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <>
      <p className="account__title">{t('signIn.title')}</p>
      <p className="account__intro">{t('signIn.intro')}</p>
      <SignInChoices returnTo={returnTo} onChoose={onChoose} wholePage={wholePage} />
    </>
  );
}

/** What the player's menu holds: who is signed in, their account state, "Sign out". */
export function PlayerPanel({ account, locale, onChoose }: { account: AccountState; locale: Locale; onChoose: () => void }) {
  const { t } = useTranslation('account');
  const name = displayName(account);
  return (
    <>
      <p className="account__title account__title--name">{name ?? t('menu.restoring')}</p>
      <p className="account__via">
        {account.service ? t('menu.signedInWith', { provider: t(`provider.${account.service}`) }) : t('menu.signedIn')}
      </p>
      {account.me?.user && <AccountStatus me={account.me} locale={locale} />}
      {/* The session-push feature's screen: a one-time link for another device. */}
      <Link className="button button--ghost button--block account__push" to={paths.pushSession()} onClick={onChoose}>
        {t('push.menuAction')}
      </Link>
      <Link className="button button--secondary button--block account__sign-out" to={paths.logout} onClick={onChoose}>
        {t('menu.signOut')}
      </Link>
    </>
  );
}
