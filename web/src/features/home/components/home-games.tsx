import type { Locale, MapTheme } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { gamesOf, useInit } from '../../../lib/init';
import { GameGrid } from './game-grid';
import { QuizzesHead } from './quizzes-head';

const THEMES: readonly MapTheme[] = ['movie', 'tv', 'special'];

function themeOf(value: string | null): MapTheme | null {
  return THEMES.find((theme) => theme === value) ?? null;
}

/** The quiz list of the home page, read from the cache the loader warmed (?theme= narrows it). */
export function HomeGames({ locale }: { locale: Locale }) {
  const { t } = useTranslation('home');
  const { data } = useInit(locale);
  const [params] = useSearchParams();
  const theme = themeOf(params.get('theme'));
  const games = gamesOf(data).filter((game) => !theme || game.theme === theme);

  if (games.length === 0) {
    return (
      <>
        <QuizzesHead theme={theme} locale={locale} />
        <div className="empty-state">
          <h3>{t('empty.title')}</h3>
          <p>{t('empty.text')}</p>
        </div>
      </>
    );
  }
  return (
    <>
      <QuizzesHead count={games.length} theme={theme} locale={locale} />
      <GameGrid games={games} locale={locale} />
    </>
  );
}
