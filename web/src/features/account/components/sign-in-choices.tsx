import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SERVICE_NAMES } from '../lib/services';
import { WHOLE_PAGE_PARAM } from '../lib/return-page';
import { ProviderIcon } from './provider-icon';

/**
 * Google, Facebook, Apple: each a link to /connect/{service}, coming back to `returnTo`; loading it
 * whole when `wholePage` (a pre-rendered page, not a route of the app: `WHOLE_PAGE_PARAM`).
 */
export function SignInChoices({ returnTo, onChoose, wholePage = false }: { returnTo: string | null; onChoose?: () => void; wholePage?: boolean }) {
  const { t } = useTranslation('account');
  const whole = wholePage && returnTo ? `&${WHOLE_PAGE_PARAM}=1` : '';
  return (
    <ul className="sign-in-choices">
      {SERVICE_NAMES.map((service) => (
        <li key={service}>
          <Link className={`sign-in-choice sign-in-choice--${service}`} to={`${paths.connect(service, returnTo)}${whole}`} onClick={onChoose}>
            <ProviderIcon service={service} />
            <span>{t(`signIn.with.${service}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
