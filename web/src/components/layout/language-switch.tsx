import { LOCALES, type Locale } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { usePageMatches } from '../../lib/page-context';
import { textsOfHandles } from '../../lib/page-texts';
import { loadCatalogues } from '../../lib/i18n';
import { rememberLocale, switchLocalePath, type LocalizedPathHandle } from '../../lib/locale';

/** EN / FR: the same page in the other language, remembered for the next visit to `/`. */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const matches = usePageMatches();
  const params = matches.at(-1)?.params ?? {};
  // A page whose path is translated (the shop's) names its other-language path itself, or a section
  // for all its pages (the back-office's): the deepest route that says so.
  const localePath = matches.map((match) => (match.handle as LocalizedPathHandle | undefined)?.localePath).findLast(Boolean);
  return (
    <nav className="language-switch" aria-label={t('language.label')}>
      <ul>
        {LOCALES.map((target) => {
          const to = localePath ? localePath(target, params, pathname) : switchLocalePath(pathname, params, target);
          return (
            <li key={target}>
              <Link
                to={{ pathname: to, search }}
                lang={target}
                hrefLang={target}
                aria-current={target === locale ? 'true' : undefined}
                onClick={(event) => {
                  rememberLocale(target);
                  if (to !== pathname) return;
                  // One path for both languages (/specialpack, the back-office): the page stays and
                  // changes language once its texts in that language are there.
                  event.preventDefault();
                  void Promise.all(textsOfHandles(matches.map((match) => match.handle)).map((bundle) => loadCatalogues(target, bundle))).then(() => i18n.changeLanguage(target));
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
