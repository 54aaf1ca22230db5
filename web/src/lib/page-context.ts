import { createContext, useContext } from 'react';
import { matchRoutes, useLocation, type Params, type RouteObject } from 'react-router-dom';

/**
 * What a page reads of the page route that renders it (app/page-route.tsx, docs/adr/0001-quiz-page-weight.md):
 * its loader's answer and the route table's matches. The contexts live here, not in app/, so that
 * features and components read them without importing the app that composes them.
 */

/** What the page's loader answered (React Router's `useLoaderData` in the data mode). */
export const PageDataContext = createContext<unknown>(undefined);
export const usePageData = <T,>(): T => useContext(PageDataContext) as T;

/** The route table the app renders, for hooks that read the current page's matches (handles, params). */
export const RouteTableContext = createContext<RouteObject[]>([]);

/** The matches of the page being shown, from the shell or anywhere (React Router's `useMatches`). */
export function usePageMatches(): { params: Params; handle: unknown }[] {
  const routes = useContext(RouteTableContext);
  const location = useLocation();
  return (matchRoutes(routes, location) ?? []).map((match) => ({ params: match.params, handle: match.route.handle }));
}
