import type { QueryClient } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { Locale } from '@quiz/shared';
import { rememberedLocale, requireLocale } from '../../../lib/locale';
import { initQueryOptions } from '../../../lib/init';
import { HomePage, HomeSkeleton } from '../components/home-page';

interface HomeLoaderData {
  locale: Locale;
}

/** `/` takes the remembered locale; `/:locale` must be en or fr, else the 404 page. */
export const homeLoader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs): Promise<HomeLoaderData> => {
    const locale = params.locale === undefined ? rememberedLocale() : requireLocale(params.locale);
    await queryClient.ensureQueryData({ ...initQueryOptions(locale), revalidateIfStale: true });
    return { locale };
  };

function HomeRoute() {
  const { locale } = useLoaderData<HomeLoaderData>();
  return <HomePage locale={locale} />;
}

/** The home page, for `/` and `/:locale`. */
export function homeRoute(queryClient: QueryClient): Omit<RouteObject, 'index' | 'path' | 'children'> {
  return {
    loader: homeLoader(queryClient),
    Component: HomeRoute,
    HydrateFallback: HomeSkeleton,
  };
}
