import { LOCALES, type Locale } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { usePageParams } from '../../hooks/use-locale';
import { rememberLocale, switchLocalePath } from '../../lib/locale';

/** EN / FR: the same page in the other language, remembered for the next visit to `/`. */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const params = usePageParams();
  return (
    <nav className="language-switch" aria-label={t('language.label')}>
      <ul>
        {LOCALES.map((target) => (
          <li key={target}>
            <Link
              to={{ pathname: switchLocalePath(pathname, params, target), search }}
              lang={target}
              hrefLang={target}
              aria-current={target === locale ? 'true' : undefined}
              onClick={() => rememberLocale(target)}
            >
              <span aria-hidden="true">{t(`language.short.${target}`)}</span>
              <span className="visually-hidden">{t(`language.name.${target}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
