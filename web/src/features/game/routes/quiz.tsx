import { LOCALES } from '@quiz/shared';
import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { gamesOf, initQueryOptions } from '../../../lib/init';
import { requireLocale } from '../../../lib/locale';
import type { PageHandle } from '../../../locales/catalogues';
import { gameQueryOptions } from '../api/get-game';
import type { QuizLoaderData } from './quiz-route';

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

/**
 * The quiz page. Its loader is part of the app so that the quiz's data, its texts and the game's
 * code (the heaviest page: zoom, its screens) download at the same time, and only when a quiz opens.
 */
export function quizRoute(queryClient: QueryClient): Pick<RouteObject, 'loader' | 'lazy' | 'handle'> {
  return {
    loader: quizLoader(queryClient),
    handle: { texts: ['game'] } satisfies PageHandle,
    lazy: { Component: () => import('./quiz-route').then((m) => m.QuizRoute) },
  };
}
