import { userStateOf, type Locale, type Me } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { formatTimeLeft, premiumLeft } from '../lib/premium';

const ROLES = ['admin', 'designer', 'tester'] as const;

function formatDate(iso: string, locale: Locale, withTime: boolean): string {
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: 'long', timeStyle: 'short' } : { dateStyle: 'long' };
  return new Intl.DateTimeFormat(locale, options).format(new Date(iso));
}

/**
 * The user state of SPEC §4 in words: a free account, premium with the time left, or premium ended
 * (formerly premium); then the back-office roles the API sees in the access token.
 */
export function AccountStatus({ me, locale, now = new Date() }: { me: Me; locale: Locale; now?: Date }) {
  const { t } = useTranslation('account');
  const user = me.user;
  if (!user) return null;
  const state = userStateOf(me);
  const left = state === 'paid' ? premiumLeft(user.premiumUntil, now) : null;
  const roles = ROLES.filter((role) => user.groups.includes(role)).map((role) => t(`role.${role}`));

  return (
    <>
      {state === 'paid' && user.premiumUntil ? (
        <p className="account-status account-status--paid">
          <span className="account-status__badge">{t('state.paid')}</span>
          <span>
            {left && t('state.left', { time: formatTimeLeft(left, (unit, count) => t(`time.${unit}`, { count })) })}
            {' · '}
            {t('state.until', { date: formatDate(user.premiumUntil, locale, !left?.days) })}
          </span>
        </p>
      ) : state === 'paid_over' && user.premiumUntil ? (
        <p className="account-status account-status--over">
          <span className="account-status__badge">{t('state.paidOver')}</span>
          <span>{t('state.endedOn', { date: formatDate(user.premiumUntil, locale, false) })}</span>
        </p>
      ) : (
        <p className="account-status">
          <span className="account-status__badge">{t('state.connected')}</span>
        </p>
      )}
      {roles.length > 0 && <p className="account-roles">{t('menu.role', { roles: roles.join(', ') })}</p>}
    </>
  );
}
