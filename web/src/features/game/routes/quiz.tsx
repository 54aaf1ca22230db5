import { LOCALES, type Locale } from '@quiz/shared';
import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { gamesOf, initQueryOptions, useInit } from '../../../lib/init';
import { requireLocale } from '../../../lib/locale';
import '../i18n';
import { gameQueryOptions, useGame } from '../api/get-game';
import { QuizPage } from '../components/quiz-page';

interface QuizLoaderData {
  locale: Locale;
  gameId: number;
}

/**
 * Finds the quiz by its slug in the init answer, then warms its game payload. A slug of the other
 * language (the language switch keeps the path's slug) redirects to this language's slug; an
 * unknown one is the 404 page.
 */
export const quizLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs): Promise<QuizLoaderData | Response> => {
    const locale = requireLocale(params.locale);
    const slug = params.slug ?? '';
    const games = gamesOf(await queryClient.ensureQueryData({ ...initQueryOptions(locale), revalidateIfStale: true }));
    const summary = games.find((game) => game.slug === slug);
    if (!summary) {
      for (const other of LOCALES.filter((l) => l !== locale)) {
        const match = gamesOf(await queryClient.ensureQueryData(initQueryOptions(other))).find((game) => game.slug === slug);
        const same = match && games.find((game) => game.gameId === match.gameId);
        if (same) return redirect(paths.quiz(locale, same.slug));
      }
      throw data(null, { status: 404, statusText: 'Not Found' });
    }
    await queryClient.ensureQueryData(gameQueryOptions(summary.gameId, locale));
    return { locale, gameId: summary.gameId };
  };

function QuizRoute() {
  const { locale, gameId } = useLoaderData<QuizLoaderData>();
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

/** The quiz page, loaded on demand with its own chunk (see app/router.tsx). */
export function quizRoute(queryClient: QueryClient): Pick<RouteObject, 'loader' | 'Component'> {
  return { loader: quizLoader(queryClient), Component: QuizRoute };
}
