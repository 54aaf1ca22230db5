import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { isSignInService } from '../lib/services';

/**
 * What the flow's pages show while they work, on a direct visit (these routes' code loads on demand;
 * this part comes with the app so that the first paint already says what is happening).
 */
function Pending({ title, label }: { title: string; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="page-loading">
      <title>{`${title} – ${t('app.name')}`}</title>
      <Spinner label={label} />
    </div>
  );
}

/** /connect/{service}: the hosted UI is loading. */
export function ConnectPending() {
  const { t } = useTranslation('account');
  const { service } = useParams();
  const provider = isSignInService(service) ? t(`provider.${service}`) : '';
  return <Pending title={t('connect.title')} label={t('connect.leaving', { provider })} />;
}

/** /auth-success: the code is being exchanged. */
export function SigningIn() {
  const { t } = useTranslation('account');
  return <Pending title={t('callback.title')} label={t('callback.working')} />;
}

/** /logout: the session is ending. */
export function SigningOut() {
  const { t } = useTranslation('account');
  return <Pending title={t('logout.title')} label={t('logout.working')} />;
}
