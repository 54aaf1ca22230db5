import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/page-loading';
import { useAccountState } from '../../../lib/account-state';
import { hasRole, type DeskRole } from '../lib/roles';

/** The account's sign-in links (the account feature's), handed in by the router. */
export type SignInLinks = ComponentType<{ returnTo: string | null }>;

/**
 * Shows `children` only to a player who holds `role` (an admin holds them all). The API checks the
 * role on every call whatever the page shows: this only spares a player a screen of refusals.
 */
export function DeskGate({ role, SignIn, children }: { role: DeskRole | null; SignIn: SignInLinks; children: ReactNode }) {
  const { t } = useTranslation('desk');
  const account = useAccountState();
  const { pathname, search } = useLocation();
  if (account.status === 'anonymous') {
    return (
      <section className="desk-gate" aria-labelledby="desk-gate-title">
        <h1 id="desk-gate-title">{t('gate.signInTitle')}</h1>
        <p>{t('gate.signInText')}</p>
        <SignIn returnTo={`${pathname}${search}`} />
      </section>
    );
  }
  if (!account.me) return <PageLoading />;
  if (role && !hasRole(account.me, role)) {
    return (
      <section className="desk-gate" aria-labelledby="desk-gate-title">
        <h1 id="desk-gate-title">{t('gate.forbiddenTitle')}</h1>
        <p>{t('gate.forbiddenText', { role: t(`nav.${role}`) })}</p>
      </section>
    );
  }
  return <>{children}</>;
}
