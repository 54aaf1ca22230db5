import { LOCALES, type Locale } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { StatsPanel } from '../components/stats-panel';
import './menu.css';

export function MenuPage() {
  const { locale } = useLoaderData<{ locale: Locale }>();
  const { t } = useTranslation(['common', 'shop']);
  return (
    <div className="container page menu-page">
      <title>{`${t('menu.title')} – ${t('app.name')}`}</title>
      <h1>{t('menu.title')}</h1>
      <StatsPanel locale={locale} />
      <nav aria-labelledby="menu-pages">
        <h2 id="menu-pages" className="menu-page__heading">
          {t('menu.pages')}
        </h2>
        <ul className="menu-list">
          <li>
            <Link to={paths.home(locale)}>
              <span className="menu-list__label">{t('nav.home')}</span>
              <span className="menu-list__hint">{t('menu.homeHint')}</span>
            </Link>
          </li>
          <li>
            <Link to={paths.allQuizzes(locale)}>
              <span className="menu-list__label">{t('nav.allQuizzes')}</span>
              <span className="menu-list__hint">{t('menu.allQuizzesHint')}</span>
            </Link>
          </li>
          <li>
            <Link to={paths.shop(locale)}>
              <span className="menu-list__label">{t('shop:nav.shop')}</span>
              <span className="menu-list__hint">{t('shop:nav.shopHint')}</span>
            </Link>
          </li>
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
    </div>
  );
}
