import type { Locale } from '@quiz/shared';
import { Suspense } from 'react';
import { HomeGames } from './home-games';
import { HomeLayout, QuizListSkeleton } from './home-layout';

export function HomePage({ locale }: { locale: Locale }) {
  return (
    <HomeLayout>
      <Suspense fallback={<QuizListSkeleton />}>
        <HomeGames locale={locale} />
      </Suspense>
    </HomeLayout>
  );
}
