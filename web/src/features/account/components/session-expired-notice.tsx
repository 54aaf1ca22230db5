import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAccount } from '../hooks/use-account';
import { dismissExpired } from '../../../lib/account-state';

/**
 * Under the header when the session ended by itself (its refresh refused): the player is anonymous
 * again and nothing in progress is lost (plays take the token as optional); one link signs in again
 * with the same provider and comes back here.
 */
export function SessionExpiredNotice() {
  const { t } = useTranslation('account');
  const { expired } = useAccount();
  const { pathname, search, hash } = useLocation();
  if (!expired) return null;
  // An alert: inserted when the session ends, it is read out at once (a status region would have to
  // be on the page before its text changes).
  return (
    <div className="session-notice" role="alert">
      <div className="container session-notice__inner">
        <p>{t('expired.text')}</p>
        {expired.service && (
          <Link className="button button--small" to={paths.connect(expired.service, `${pathname}${search}${hash}`)}>
            {t('expired.action')}
          </Link>
        )}
        <button type="button" className="icon-button icon-button--plain session-notice__close" onClick={dismissExpired} aria-label={t('expired.dismiss')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );
}
