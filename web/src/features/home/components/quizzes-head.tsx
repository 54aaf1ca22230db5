import type { Locale, MapTheme } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

interface QuizzesHeadProps {
  count?: number;
  /** The list is narrowed to one theme (?theme= from a quiz page's "more … quizzes" link). */
  theme?: MapTheme | null;
  locale?: Locale;
  /** The heading's id, for the section it names (several lists on one page need their own). */
  titleId?: string;
}

/** The title of the quiz list, with the number of quizzes once known. */
export function QuizzesHead({ count, theme = null, locale, titleId = 'quizzes-title' }: QuizzesHeadProps) {
  const { t } = useTranslation('home');
  return (
    <div className="section-head">
      <h2 id={titleId}>{theme ? t(`quizzes.themeTitle.${theme}`) : t('quizzes.title')}</h2>
      {count !== undefined && <p className="section-head__count">{t('quizzes.count', { count })}</p>}
      {theme && locale && (
        <Link className="section-head__all" to={paths.allQuizzes(locale)}>
          {t('quizzes.showAll')}
        </Link>
      )}
    </div>
  );
}
