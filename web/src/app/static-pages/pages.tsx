import { backgroundImageOf, PREMIUM_LEVEL, type GameSummary, type Locale, type MapTheme } from '@quiz/shared';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { GameGrid } from '../../features/home/components/game-grid';
import { HomeLayout } from '../../features/home/components/home-layout';
import { QuizzesHead } from '../../features/home/components/quizzes-head';

/**
 * The bodies of the pre-rendered pages (docs/adr/0019-pre-rendered-pages.md): the app's own
 * components, plus the hooks the landing script reads (data-launch, data-collapse-toggle,
 * data-background, data-enter). What the page may not show — a title of a reference — is simply
 * not in what they are given: public fields of live quizzes only.
 */

/** The end of a landing page: the enter button, enabled by the landing script after the ping. */
function PageEnd({ appPath }: { appPath: string }) {
  const { t } = useTranslation('home');
  return (
    <section className="page-end" aria-labelledby="page-end-title">
      <div className="container page-end__inner">
        <h2 id="page-end-title">{t('landing.pageend.title')}</h2>
        <p>{t('landing.pageend.text')}</p>
        <button type="button" className="button" data-enter data-launch={appPath} disabled>
          {t('landing.pageend.button')}
        </button>
      </div>
    </section>
  );
}

/** Shown while the app downloads after a click (the landing script unhides it). */
function LaunchStatus() {
  const { t } = useTranslation('home');
  return (
    <p className="launch-status" role="status" data-launch-status hidden>
      {t('landing.launching')}
    </p>
  );
}

export function HomeLanding({ locale, games }: { locale: Locale; games: GameSummary[] }) {
  return (
    <>
      <HomeLayout background={games[0] && backgroundImageOf(games[0].thumbnail, games[0].thumbnailVariants)}>
        <QuizzesHead count={games.length} />
        <GameGrid games={games} locale={locale} />
      </HomeLayout>
      <LaunchStatus />
      <PageEnd appPath={paths.home(locale)} />
    </>
  );
}

/** A quiz's landing page: its picture, description, theme and difficulty, and the other quizzes. */
export function QuizLanding({ locale, game, others }: { locale: Locale; game: GameSummary; others: GameSummary[] }) {
  const { t } = useTranslation('home');
  const quizPath = paths.quiz(locale, game.slug);
  return (
    <>
      <section className="quiz-landing hero" data-background={backgroundImageOf(game.thumbnail, game.thumbnailVariants)}>
        <div className="container quiz-landing__inner">
          <img
            className="quiz-landing__picture"
            src={game.thumbnail}
            alt={t('card.thumbnailAlt', { title: game.title })}
            width={1600}
            height={1000}
            fetchPriority="high"
          />
          <div className="quiz-landing__text">
            <p className="quiz-landing__top">
              <span>{t('card.number', { number: game.number })}</span>
              <span>{t('card.refs', { count: game.gameReferencesCount })}</span>
              {game.premiumLevel === PREMIUM_LEVEL.premium && <span className="badge badge--premium">{t('card.premium')}</span>}
              {game.premiumLevel === PREMIUM_LEVEL.joker && <span className="badge badge--premium">{t('card.joker')}</span>}
            </p>
            <h1 className="hero__title">{game.title}</h1>
            <ul className="game-card__meta quiz-landing__meta">
              <li className="chip chip--theme" title={t('card.theme')}>
                {t(`theme.${game.theme}`)}
              </li>
              <li className={`chip chip--difficulty chip--difficulty-${game.difficulty}`} title={t('card.difficulty')}>
                {t(`difficulty.${game.difficulty}`)}
              </li>
            </ul>
            <div className="quiz-landing__description collapsible" id="quiz-description">
              <p>{game.description}</p>
            </div>
            <button
              type="button"
              className="button button--ghost collapsible__toggle"
              data-collapse-toggle
              aria-controls="quiz-description"
              aria-expanded="false"
              data-more-label={t('landing.readMore')}
              data-less-label={t('landing.readLess')}
              hidden
            >
              {t('landing.readMore')}
            </button>
            <p>
              <a className="button" href={quizPath} data-launch={quizPath}>
                {t('landing.play')}
              </a>
            </p>
            <LaunchStatus />
          </div>
        </div>
      </section>
      {others.length > 0 && (
        <section className="container quizzes" aria-labelledby="more-quizzes-title">
          <div className="section-head">
            <h2 id="more-quizzes-title">{t('landing.moreQuizzes')}</h2>
          </div>
          <GameGrid games={others} locale={locale} />
        </section>
      )}
      <PageEnd appPath={quizPath} />
    </>
  );
}

const THEMES: readonly MapTheme[] = ['movie', 'tv', 'special'];

/** SPEC §2 more quizzes: every live quiz, by theme. */
export function MoreQuizLanding({ locale, games }: { locale: Locale; games: GameSummary[] }) {
  const { t } = useTranslation('home');
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero__title">{t('landing.moreQuizzes')}</h1>
          <p className="hero__lead">{t('quizzes.count', { count: games.length })}</p>
        </div>
      </section>
      {THEMES.map((theme) => {
        const ofTheme = games.filter((game) => game.theme === theme);
        return (
          ofTheme.length > 0 && (
            <section key={theme} className="container quizzes" aria-labelledby={`quizzes-${theme}`}>
              <QuizzesHead count={ofTheme.length} theme={theme} titleId={`quizzes-${theme}`} />
              <GameGrid games={ofTheme} locale={locale} />
            </section>
          )
        );
      })}
      <LaunchStatus />
      <PageEnd appPath={paths.home(locale)} />
    </>
  );
}
