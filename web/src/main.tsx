// First, so that feature styles (imported by their components) come after the base ones.
import './app/styles/global.css';
// Before any schema checks anything: no eval under the content security policy.
import './lib/no-eval';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startAccount } from './features/account/lib/session';
import { localeOfPage, textsOfPage } from './app/page-texts';
import { i18n, loadCatalogues } from './lib/i18n';
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

/**
 * A page whose HTML already shows what the app will (the quiz page's intro, pre-rendered) keeps it
 * until the app's first page is ready, instead of swapping it for a loading state and back: React
 * then replaces it with the same layout. An empty page renders at once (its loading state is welcome).
 */
function firstPageShown(router: ReturnType<typeof createAppRouter>, container: HTMLElement): Promise<void> {
  if (!container.firstElementChild || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
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
  // Creating the router starts the first page's loaders; its texts download meanwhile.
  const router = createAppRouter(queryClient);
  const firstMatches = router.state.matches;
  const firstLocale = localeOfPage(new URL(window.location.href), firstMatches.at(-1)?.params ?? {});
  // The app's texts, and the page's own ones: what stands in for a page while it loads may use them.
  const firstTexts = textsOfPage(firstMatches);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // The first render is already in the page's language. Should the texts fail to download, the page's
  // loader fails the same way and its error page offers to try again. (A promise chain rather than a
  // top-level await: chunks loaded meanwhile may then import from this one.)
  void Promise.all(firstTexts.map((bundle) => loadCatalogues(firstLocale, bundle)))
    .catch(() => undefined)
    .then(() => i18n.changeLanguage(firstLocale))
    .then(() => firstPageShown(router, container))
    .then(() => {
      const root = createRoot(container);
      // The first render is a transition: React renders it in slices that yield to the browser,
      // instead of one long task that blocks a tap (Lighthouse's Total Blocking Time; README "First
      // visit"). The page meanwhile shows its pre-rendered HTML, or nothing, until the commit.
      startTransition(() =>
        root.render(
          <StrictMode>
            <AppProviders queryClient={queryClient}>
              <RouterProvider router={router} />
              <WebAppReady />
            </AppProviders>
          </StrictMode>,
        ),
      );
    });
}
