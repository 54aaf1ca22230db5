import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SERVICE_NAMES } from '../lib/services';
import { ProviderIcon } from './provider-icon';

/** Google, Facebook, Apple: each a link to /connect/{service}, coming back to `returnTo`. */
export function SignInChoices({ returnTo, onChoose }: { returnTo: string | null; onChoose?: () => void }) {
  const { t } = useTranslation('account');
  return (
    <ul className="sign-in-choices">
      {SERVICE_NAMES.map((service) => (
        <li key={service}>
          <Link className={`sign-in-choice sign-in-choice--${service}`} to={paths.connect(service, returnTo)} onClick={onChoose}>
            <ProviderIcon service={service} />
            <span>{t(`signIn.with.${service}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
