// First, so that feature styles (imported by their components) come after the base ones.
import './app/styles/global.css';
// Before any schema checks anything: no eval under the content security policy.
import './lib/no-eval';
import { startTransition, StrictMode, useEffect, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type RouteObject } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes, createAppRoutes } from './app/router';
import { NavigationPendingContext, prepareFirstPage } from './app/page-route';
import { startAccount } from './features/account/lib/session';
import { i18n } from './lib/i18n';
import { isLocale, readLocaleCookie } from './lib/locale';
import { createQueryClient } from './lib/query-client';
import { markAppLoad, watchDocumentLoad } from './lib/app-load';
import { missingFeatures, showOldBrowserMessage } from './lib/browser-support';

watchDocumentLoad();
// SPEC §8: a browser that lacks what the app needs is told so, in words, instead of a broken page.
if (missingFeatures().length > 0) showOldBrowserMessage();
else startApp();

/** Marks the app ready once its first page has rendered (SPEC §4 app load). */
function WebAppReady() {
  useEffect(() => markAppLoad('webAppReady'), []);
  return null;
}

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * React Router's <BrowserRouter>, with each navigation a transition whose pending state is the busy
 * bar (the page being left stays until the next one can show its skeleton or itself).
 */
function AppBrowserRouter({ history, children }: { history: BrowserHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startNavigation] = useTransition();
  useLayoutEffect(() => history.listen((next) => startNavigation(() => setState(next))), [history]);
  return (
    <NavigationPendingContext value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
}

/**
 * The first page's code, texts and data before the first render: a page whose HTML already shows
 * what the app will (the quiz page's intro, pre-rendered) keeps it until the app's first page is
 * ready, instead of swapping it for a loading state and back; React then replaces it with the same
 * layout. An empty page renders at once (its loading state is welcome).
 */
function firstPageShown(routes: RouteObject[], history: BrowserHistory, queryClient: ReturnType<typeof createQueryClient>, container: HTMLElement) {
  const prepared = prepareFirstPage(routes, history.location, queryClient);
  return container.firstElementChild ? prepared.page : prepared.texts;
}

function startApp() {
  markAppLoad('webAppLoad');

  // The landing's `direct` parameter (SPEC §2) has done its work: the address keeps the page alone.
  const address = new URL(window.location.href);
  if (address.searchParams.has('direct')) {
    address.searchParams.delete('direct');
    window.history.replaceState(window.history.state, '', address);
  }

  const remembered = readLocaleCookie();
  const asked = new URLSearchParams(window.location.search).get('l');
  // Pages without a locale in their path keep the visitor's language: the one the link names (a pushed
  // session's link carries its page's), else the remembered one.
  if (isLocale(asked)) void i18n.changeLanguage(asked);
  else if (remembered) void i18n.changeLanguage(remembered);

  // The session of this tab (if any) first: the first calls of the first page carry its token.
  startAccount();

  const queryClient = createQueryClient();
  const routes = createAppRoutes(queryClient);
  const history = createBrowserHistory({ window, v5Compat: true });

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // The first page's code, loader and texts start at once (page-route.tsx). The first render is in
  // the page's language: the shell switches to it before painting. Should a download fail, the page
  // reads it again and its error page offers to try again. (A promise chain rather than a top-level
  // await: chunks loaded meanwhile may then import from this one.)
  void firstPageShown(routes, history, queryClient, container)
    .then(() => {
      const root = createRoot(container);
      // The first render is a transition: React renders it in slices that yield to the browser,
      // instead of one long task that blocks a tap (Lighthouse's Total Blocking Time;
      // docs/adr/0007-web-app-weight-by-splitting.md). The page meanwhile shows its pre-rendered HTML,
      // or nothing, until the commit.
      startTransition(() =>
        root.render(
          <StrictMode>
            <AppProviders queryClient={queryClient}>
              <AppBrowserRouter history={history}>
                <AppRoutes routes={routes} />
              </AppBrowserRouter>
              <WebAppReady />
            </AppProviders>
          </StrictMode>,
        ),
      );
    });
}
