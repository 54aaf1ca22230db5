import { LOCALES, type Locale } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router-dom';
import { rememberLocale, switchLocalePath, type LocalizedPathHandle } from '../../lib/locale';

/** EN / FR: the same page in the other language, remembered for the next visit to `/`. */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const page = useMatches().at(-1);
  const params = page?.params ?? {};
  // A page whose path is translated (the shop's) names its other-language path itself.
  const localePath = (page?.handle as LocalizedPathHandle | undefined)?.localePath;
  return (
    <nav className="language-switch" aria-label={t('language.label')}>
      <ul>
        {LOCALES.map((target) => {
          const to = localePath ? localePath(target, params) : switchLocalePath(pathname, params, target);
          return (
            <li key={target}>
              <Link
                to={{ pathname: to, search }}
                lang={target}
                hrefLang={target}
                aria-current={target === locale ? 'true' : undefined}
                onClick={() => {
                  rememberLocale(target);
                  // One path for both languages (/specialpack): the page is in the language being read.
                  if (to === pathname) void i18n.changeLanguage(target);
                }}
              >
                <span aria-hidden="true">{t(`language.short.${target}`)}</span>
                <span className="visually-hidden">{t(`language.name.${target}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
