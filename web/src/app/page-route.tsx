import { useQueryClient, useQueryErrorResetBoundary, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import {
  Component as ReactComponent,
  createContext,
  Suspense,
  use,
  useContext,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useParams,
  type Location,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { PageLoading } from '../components/ui/page-loading';
import { i18n, loadCatalogues } from '../lib/i18n';
import type { CatalogueBundle, PageHandle } from '../locales/catalogues';
import { PageDataContext } from '../lib/page-context';
import { localeOfPage, textsOfHandles } from '../lib/page-texts';
import { sharedKeys } from '../lib/query-keys';

/**
 * The app's pages in React Router's declarative mode (docs/adr/0001-quiz-page-weight.md): each page
 * route keeps its loader, handle and lazy code, and this module renders it as an element that
 * suspends until its code, its texts and its loader's answer (through TanStack Query's cache) are
 * there, under a <Suspense> whose fallback is the page's skeleton. A loader's redirect is a
 * <Navigate replace>; a 404 (thrown by a loader or a page) is the not-found page; any other error
 * the page's error state, whose retry runs the page's reads again.
 */

type Loaded = Pick<RouteObject, 'Component' | 'element' | 'loader' | 'shouldRevalidate' | 'HydrateFallback'>;

/** A route's lazy code, resolved once per route object (function or per-property form). */
const resolved = new WeakMap<RouteObject, Promise<Loaded>>();
function resolveLazy(route: RouteObject): Promise<Loaded> {
  let pending = resolved.get(route);
  if (!pending) {
    const lazy = route.lazy;
    pending = !lazy
      ? Promise.resolve(route as Loaded)
      : typeof lazy === 'function'
        ? lazy().then((more) => ({ ...route, ...more }) as Loaded)
        : Promise.all(Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()] as const)).then(
            (entries) => ({ ...route, ...Object.fromEntries(entries) }) as Loaded,
          );
    // React's `use` reads a settled promise at once when it carries its outcome (no suspension).
    const tracked = pending as Promise<Loaded> & { status?: string; value?: Loaded; reason?: unknown };
    tracked.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
        // A chunk lost to a bad network is asked for again by the next try.
        resolved.delete(route);
      },
    );
    resolved.set(route, pending);
  }
  return pending;
}

/** The query of a page's texts: downloaded once per language and bundle (lib/i18n.ts). */
const textsQuery = (locale: string, bundles: readonly CatalogueBundle[]) => ({
  queryKey: sharedKeys.pageTexts(locale, bundles),
  queryFn: () => Promise.all(bundles.map((bundle) => loadCatalogues(locale as never, bundle))).then(() => true),
  staleTime: Infinity,
  retry: false,
  networkMode: 'always' as const,
});

/** Suspends until the texts a page needs in `locale` are there (a failed download is the page's error). */
export function usePageTexts(locale: string, bundles: readonly CatalogueBundle[]): void {
  useSuspenseQuery(textsQuery(locale, [...new Set(bundles)]));
}

/** Whether a navigation is under way (the browser router's transition is pending): the busy bar. */
export const NavigationPendingContext = createContext(false);

interface PageRoute {
  id: string;
  route: RouteObject;
  texts: CatalogueBundle[];
  Fallback: ComponentType;
}

let lastId = 0;

/**
 * The declarative routes of a data-mode route table: layouts keep their element, each page (a leaf)
 * becomes a <RoutePage>. `texts` and `Fallback` are inherited from the parents' handles and
 * skeletons.
 */
export function declarativeRoutes(routes: RouteObject[], texts: CatalogueBundle[] = [], Fallback: ComponentType = PageLoading): RouteObject[] {
  return routes.map((route) => {
    const own = [...texts, ...((route.handle as PageHandle | undefined)?.texts ?? [])];
    const fallback = route.HydrateFallback ?? Fallback;
    const base = { path: route.path, index: route.index, handle: route.handle, caseSensitive: route.caseSensitive } as RouteObject;
    if (route.children) {
      const Layout = route.Component;
      const layout = route.element ?? (Layout ? <Layout /> : <Outlet />);
      // A layout with texts of its own (the back-office's shell and gates) shows once they are there.
      const element = own.length > texts.length ? <LayoutTexts texts={own} Fallback={fallback}>{layout}</LayoutTexts> : layout;
      return { ...base, element, children: declarativeRoutes(route.children, own, fallback) } as RouteObject;
    }
    const page: PageRoute = { id: `page-${++lastId}`, route, texts: own, Fallback: fallback };
    return { ...base, element: <RoutePage key={page.id} page={page} /> } as RouteObject;
  });
}

/**
 * The texts of a page (or a layout) in the page's language, read again when the language changes
 * on the same path (the back-office's switch, which only knows the shell's texts).
 */
function usePageLanguage(): string {
  useTranslation();
  const location = useLocation();
  return localeOfPage(new URL(location.pathname, window.location.origin), useParams());
}

function TextsOf({ texts, children }: { texts: CatalogueBundle[]; children: ReactNode }) {
  usePageTexts(usePageLanguage(), ['app', ...texts]);
  return children;
}

function LayoutTexts({ texts, Fallback, children }: { texts: CatalogueBundle[]; Fallback: ComponentType; children: ReactNode }) {
  return (
    <Suspense fallback={<Fallback />}>
      <TextsOf texts={texts}>{children}</TextsOf>
    </Suspense>
  );
}

/** The key of a page's loader call: each navigation runs it again, unless its route says not to. */
function useLoaderKey(route: Loaded, location: Location, params: Params): string {
  const [last, setLast] = useState({ seen: location.key, key: location.key, params });
  if (last.seen === location.key) return last.key;
  const rerun =
    route.shouldRevalidate === undefined ||
    route.shouldRevalidate({
      currentParams: last.params,
      nextParams: params,
      defaultShouldRevalidate: true,
    } as Parameters<NonNullable<RouteObject['shouldRevalidate']>>[0]);
  const next = { seen: location.key, key: rerun ? location.key : last.key, params };
  // React's way of keeping what an earlier render saw: the render restarts with it at once.
  setLast(next);
  return next.key;
}

/** A loader's answer that moves elsewhere (`redirect()`, `replace()`). */
function redirectOf(value: unknown): string | null {
  if (!(value instanceof Response) || value.status < 300 || value.status >= 400) return null;
  return value.headers.get('Location');
}

async function runLoader(route: Loaded, params: Params, location: Location, queryClient: QueryClient): Promise<unknown> {
  if (typeof route.loader !== 'function') return null;
  const url = new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin);
  const request = new Request(url);
  try {
    return (await route.loader({ params, request, context: { queryClient } } as never)) ?? null;
  } catch (error) {
    // A thrown redirect is a redirect too.
    if (redirectOf(error)) return error;
    throw error;
  }
}

function PageContent({ page }: { page: PageRoute }) {
  const location = useLocation();
  const params = useParams();
  const queryClient = useQueryClient();
  usePageTexts(usePageLanguage(), ['app', ...page.texts]);
  const route = use(resolveLazy(page.route));
  const key = useLoaderKey(route, location, params);
  const { data } = useSuspenseQuery({
    queryKey: sharedKeys.page(page.id, location.pathname, location.search, key),
    queryFn: () => runLoader(route, params, location, queryClient),
    staleTime: Infinity,
    retry: false,
    networkMode: 'always',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const to = redirectOf(data);
  if (to) return <Navigate to={to} replace />;
  const Page = route.Component;
  return <PageDataContext value={data}>{route.element ?? (Page ? <Page /> : null)}</PageDataContext>;
}

/** One page: its skeleton while its code, texts and data arrive, its error page if they fail. */
function RoutePage({ page }: { page: PageRoute }) {
  const { key } = useLocation();
  const { Fallback } = page;
  return (
    <PageErrorBoundary locationKey={key}>
      <Suspense fallback={<Fallback />}>
        <PageContent page={page} />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** A 404 from a loader (`data(null, { status: 404 })`), a thrown Response or an error response. */
export function isNotFound(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  if (error instanceof Response) return error.status === 404;
  const init = (error as { type?: string; init?: ResponseInit } | null)?.init;
  return (error as { type?: string } | null)?.type === 'DataWithResponseInit' && init?.status === 404;
}

/** What a page's error boundary renders: the error, and a retry that runs the page's reads again. */
export interface PageErrorProps {
  error: unknown;
  retry: () => void;
}

const PageErrorContext = createContext<ComponentType<PageErrorProps> | null>(null);
/** The component that shows a page's error (app/routes/route-error-boundary.tsx), given by the shell. */
export const PageErrorProvider = PageErrorContext;

interface BoundaryState {
  error: unknown;
  locationKey: string | null;
}

/** React's error boundary around a page; a navigation elsewhere clears it. */
class PageErrorBoundaryInner extends ReactComponent<
  { locationKey: string; Show: ComponentType<PageErrorProps>; reset: () => void; children: ReactNode },
  BoundaryState
> {
  override state: BoundaryState = { error: null, locationKey: null };
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }
  static getDerivedStateFromProps(props: { locationKey: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.locationKey === null) return { locationKey: props.locationKey };
    if (state.locationKey !== props.locationKey) return { error: null, locationKey: props.locationKey };
    return null;
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV && !isNotFound(error)) console.error(error, info.componentStack);
  }
  override render() {
    const { Show, children, reset } = this.props;
    if (this.state.error === null) return children;
    return (
      <Show
        error={this.state.error}
        retry={() => {
          reset();
          this.setState({ error: null });
        }}
      />
    );
  }
}

function PageErrorBoundary({ locationKey, children }: { locationKey: string; children: ReactNode }) {
  const Show = useContext(PageErrorContext);
  const { reset } = useQueryErrorResetBoundary();
  if (!Show) return children;
  return (
    <PageErrorBoundaryInner locationKey={locationKey} Show={Show} reset={reset}>
      {children}
    </PageErrorBoundaryInner>
  );
}

/** The shell's own error boundary (the last resort): no retry but a full reload. */
export class ShellErrorBoundary extends ReactComponent<{ Show: ComponentType<{ error: unknown }>; children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { Show, children } = this.props;
    return this.state.error === null ? children : <Show error={this.state.error} />;
  }
}

/**
 * Before the first render: the first page's texts (then the app's language is the page's) and its
 * code and loader's answer, in the caches the page reads, so that the first render need not suspend
 * (a pre-rendered page stays until then, main.tsx). Failures are left to the page to show.
 */
export function prepareFirstPage(routes: RouteObject[], location: Location, queryClient: QueryClient): { texts: Promise<unknown>; page: Promise<unknown> } {
  const matches = matchRoutes(routes, location) ?? [];
  const leaf = matches.at(-1);
  const page = (leaf?.route.element as { props?: { page?: PageRoute } } | undefined)?.props?.page;
  const params = leaf?.params ?? {};
  const locale = localeOfPage(new URL(location.pathname, window.location.origin), params);
  const texts = Promise.all([
    queryClient.prefetchQuery(textsQuery(locale, [...new Set(textsOfHandles(matches.map((match) => match.route.handle)))])),
    page && queryClient.prefetchQuery(textsQuery(locale, [...new Set(['app' as const, ...page.texts])])),
  ]).then(() => i18n.changeLanguage(locale));
  const loaded = page
    ? resolveLazy(page.route).then((route) =>
        queryClient.prefetchQuery({
          queryKey: sharedKeys.page(page.id, location.pathname, location.search, location.key),
          queryFn: () => runLoader(route, params, location, queryClient),
          staleTime: Infinity,
          retry: false,
          networkMode: 'always',
        }),
      )
    : Promise.resolve();
  return { texts: texts.catch(() => undefined), page: Promise.all([texts, loaded]).catch(() => undefined) };
}
