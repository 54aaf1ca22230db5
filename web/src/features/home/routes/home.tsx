import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { rememberedLocale, requireLocale } from '../../../lib/locale';
import type { PageHandle } from '../../../locales/catalogues';
import { initQueryOptions } from '../../../lib/init';
import { HomeSkeleton } from '../components/home-layout';
import type { HomeLoaderData } from './home-route';

/** `/` takes the remembered locale; `/:locale` must be en or fr, else the 404 page. */
export const homeLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs): Promise<HomeLoaderData> => {
    const locale = params.locale === undefined ? rememberedLocale() : requireLocale(params.locale);
    await queryClient.ensureQueryData({ ...initQueryOptions(locale), revalidateIfStale: true });
    return { locale };
  };

/**
 * The home page, for `/` and `/:locale`. Its loader is part of the app, its page a chunk of its own:
 * the list's code downloads while the list itself is fetched, and other pages never load it.
 */
export function homeRoute(queryClient: QueryClient): Omit<RouteObject, 'index' | 'path' | 'children'> {
  return {
    loader: homeLoader(queryClient),
    lazy: { Component: () => import('./home-route').then((m) => m.HomeRoute) },
    HydrateFallback: HomeSkeleton,
    handle: { texts: ['home'] } satisfies PageHandle,
  };
}
