import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGridSkeleton } from './game-grid-skeleton';
import { QuizzesHead } from './quizzes-head';
import './home.css';

/**
 * The home page's frame: a welcome and the quiz list (or whatever stands in for it). `background`:
 * the picture a pre-rendered landing page shows behind the welcome once the browser is idle.
 */
export function HomeLayout({ children, background }: { children: ReactNode; background?: string }) {
  const { t } = useTranslation('home');
  return (
    <div className="home">
      <title>{t('meta.title')}</title>
      <section className="hero" data-background={background}>
        <div className="container">
          <h1 className="hero__title">{t('hero.title')}</h1>
          <p className="hero__lead">{t('hero.lead')}</p>
        </div>
      </section>
      <section className="container quizzes" id="quizzes" aria-labelledby="quizzes-title">
        {children}
      </section>
    </div>
  );
}

/** Skeleton cards under the list's heading, while the quiz list loads. */
export function QuizListSkeleton() {
  return (
    <>
      <QuizzesHead />
      <GameGridSkeleton />
    </>
  );
}

/** The whole page in skeleton: while the page's code or the quiz list loads. */
export function HomeSkeleton() {
  return (
    <HomeLayout>
      <QuizListSkeleton />
    </HomeLayout>
  );
}
