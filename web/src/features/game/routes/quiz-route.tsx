import type { Locale } from '@quiz/shared';
import { data } from 'react-router-dom';
import { usePageData } from '../../../lib/page-context';
import { gamesOf, useInit } from '../../../lib/init';
import { useGame } from '../api/get-game';
import { QuizPage } from '../components/quiz-page';

/** What the loader answers (it imports this type: the page imports nothing of the loader, no cycle). */
export interface QuizLoaderData {
  locale: Locale;
  gameId: number;
}

// The back-office's playground plays a game in test with this very page (app/back-office-routes.tsx):
// it takes it from here, so that the quiz page stays in this route's chunk instead of one of its own.
export { QuizPage };

export function QuizRoute() {
  const { locale, gameId } = usePageData<QuizLoaderData>();
  const { data: init } = useInit(locale);
  const { data: game } = useGame(gameId, locale);
  const games = gamesOf(init);
  const index = games.findIndex((g) => g.gameId === gameId);
  const summary = games[index];
  if (!summary) throw data(null, { status: 404, statusText: 'Not Found' });
  return (
    <QuizPage
      // Another quiz or another language is a fresh page: no play carries over.
      key={`${gameId}-${locale}`}
      locale={locale}
      game={game}
      summary={summary}
      neighbours={{ previous: games[index - 1], next: games[index + 1] }}
    />
  );
}
