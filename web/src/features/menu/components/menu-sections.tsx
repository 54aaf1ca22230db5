import { LOCALES, type Locale, type PublicMenuItem } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/**
 * The menu's links (SPEC §2 /menu/{locale}): the app's own pages, then the items of the menu as data
 * (SPEC §3 menu item type), then the language. Shared by the app's menu page and its pre-rendered copy.
 * Data items are plain links: they lead to pre-rendered pages, which are not routes of the app.
 */
export function MenuSections({ locale, items }: { locale: Locale; items: readonly PublicMenuItem[] }) {
  const { t } = useTranslation(['common', 'shop']);
  // The app's own pages first, each with a hint.
  const appPages = [
    { to: paths.home(locale), label: t('nav.home'), hint: t('menu.homeHint') },
    { to: paths.allQuizzes(locale), label: t('nav.allQuizzes'), hint: t('menu.allQuizzesHint') },
    { to: paths.shop(locale), label: t('shop:nav.shop'), hint: t('shop:nav.shopHint') },
  ];
  return (
    <>
      <nav aria-labelledby="menu-pages">
        <h2 id="menu-pages" className="menu-page__heading">
          {t('menu.pages')}
        </h2>
        <ul className="menu-list">
          {appPages.map(({ to, label, hint }) => (
            <li key={to}>
              <Link to={to}>
                <span className="menu-list__label">{label}</span>
                <span className="menu-list__hint">{hint}</span>
              </Link>
            </li>
          ))}
          {items.map((item) => (
            <li key={item.id}>
              <a href={item.href}>
                <span className="menu-list__label">{item.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="menu-language">
        <h2 id="menu-language" className="menu-page__heading">
          {t('menu.language')}
        </h2>
        <p className="menu-page__hint">{t('menu.languageHint')}</p>
        <ul className="menu-list menu-list--inline">
          {LOCALES.map((language) => (
            <li key={language}>
              <Link
                to={paths.setLocale(language)}
                lang={language}
                hrefLang={language}
                aria-current={language === locale ? 'true' : undefined}
              >
                <span className="menu-list__label">{t(`language.name.${language}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
