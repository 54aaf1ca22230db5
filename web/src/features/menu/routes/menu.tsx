import type { Locale } from '@quiz/shared';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { requireLocale } from '../../../lib/locale';
import type { PageHandle } from '../../../locales/catalogues';

function menuLoader({ params }: LoaderFunctionArgs): { locale: Locale } {
  return { locale: requireLocale(params.locale) };
}

/**
 * /menu/{_locale} (SPEC §2); the page's code loads with it. A new object per router: React Router
 * records a loaded lazy property on the object it was given.
 */
export function menuRoute(): Omit<RouteObject, 'index' | 'path' | 'children'> {
  return {
    loader: menuLoader,
    // The stats panel's texts, the shop's (its link's words live with the shop), the challenges', the consents',
    // the competitions' (the public nickname field).
    handle: { texts: ['scores', 'shop', 'challenges', 'optins', 'competition'] } satisfies PageHandle,
    lazy: { Component: () => import('./menu-page').then((m) => m.MenuPage) },
  };
}
