import { LOCALES } from '@quiz/shared';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/errors/not-found-page';
import { PageLoading } from '../components/ui/page-loading';
import { paths } from '../config/paths';
import { SignInChoices } from '../features/account/components/sign-in-choices';
import { ConnectPending, SigningIn, SigningOut } from '../features/account/routes/pending';
import { quizRoute } from '../features/game/routes/quiz';
import { homeRoute } from '../features/home/routes/home';
import { menuRoute } from '../features/menu/routes/menu';
import { localeLoader } from './routes/locale-page';
import { loadWithTexts } from './page-texts';
import type { LocalizedPathHandle } from '../lib/locale';
import type { PageHandle } from '../locales/catalogues';
import { RootErrorBoundary } from './routes/root-error-boundary';
import { RootLayout } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { setLocaleLoader } from './routes/set-locale';

const premiumTexts = { texts: ['premium'] } satisfies PageHandle;
const shopTexts = { texts: ['shop'] } satisfies PageHandle;
type ShopHandle = PageHandle & LocalizedPathHandle;
/**
 * For pages with no data of their own: a navigation waits for a page's texts only while a loader
 * runs (page-texts.ts), and without one such a page would first render its keys.
 */
const textsOnly = () => null;

/** The page routes of SPEC §2 built so far; features own their pages, this file only places them. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: [
        {
          id: PAGES_ROUTE_ID,
          // Page errors render inside the shell, and pages without a skeleton of their own show a
          // spinner while their loader runs on first load.
          ErrorBoundary: RouteErrorBoundary,
          HydrateFallback: PageLoading,
          children: [
            { index: true, ...homeRoute(queryClient) },
            { path: ':locale', ...homeRoute(queryClient) },
            { path: 'menu/:locale', ...menuRoute() },
            { path: 'quiz/:locale/:slug', ...quizRoute(queryClient) },
            { path: '404/:locale', loader: localeLoader, Component: NotFoundPage },
            // The loader always redirects or fails; the component only keeps React Router from warning.
            { path: 'setlocale/:language', loader: setLocaleLoader, Component: PageLoading },
            // Sign-in (SPEC §2): the hosted UI for a provider, its way back, and sign-out. Their code
            // (and the OIDC client's) loads with them; what they show meanwhile comes with the app.
            {
              path: 'connect/:service',
              HydrateFallback: ConnectPending,
              lazy: () => import('../features/account/routes/connect').then((m) => m.connectRoute),
            },
            {
              path: 'auth-success',
              HydrateFallback: SigningIn,
              lazy: () => import('../features/account/routes/auth-success').then((m) => m.authSuccessRoute),
            },
            {
              path: 'logout',
              HydrateFallback: SigningOut,
              lazy: () => import('../features/account/routes/logout').then((m) => m.logoutRoute),
            },
            // Moving a session (SPEC §2 /push_session/{hashId}); without a hash, the signed-in device
            // makes the link. The account hands its side of the move to the feature here.
            {
              path: 'push_session/:hashId?',
              lazy: () =>
                Promise.all([
                  import('../features/session-push/routes/push-session'),
                  import('../features/account/lib/session-transfer'),
                ]).then(([push, account]) => push.pushSessionRoute(account.sessionTransfer)),
            },
            // Buying premium (SPEC §2): the start of a purchase (sign-in first when needed: the
            // account's sign-in links are handed to it) and the pages a checkout comes back to.
            {
              path: 'stripe/purchase/:type',
              // Texts are read before a lazy route's code arrives: the handle stays here.
              handle: premiumTexts,
              lazy: () => import('../features/premium/routes/purchase').then((m) => m.purchaseRoute(SignInChoices)),
            },
            {
              path: 'purchase_status_success',
              handle: premiumTexts,
              loader: textsOnly,
              lazy: () => import('../features/premium/routes/purchase-status').then((m) => m.purchaseSuccessRoute),
            },
            {
              path: 'purchase_status_failed',
              handle: premiumTexts,
              loader: textsOnly,
              lazy: () => import('../features/premium/routes/purchase-status').then((m) => m.purchaseFailedRoute),
            },
            {
              path: 'purchase_status_cancelled',
              handle: premiumTexts,
              loader: textsOnly,
              lazy: () => import('../features/premium/routes/purchase-status').then((m) => m.purchaseCancelledRoute),
            },
            ...['en/premium-over', 'fr/fin-du-premium'].map((path) => ({
              path,
              handle: premiumTexts,
              loader: textsOnly,
              lazy: () => import('../features/premium/routes/premium-over').then((m) => m.premiumOverRoute),
            })),
            // The shop (SPEC §2), with its texts: a path per language, whose language is the page's
            // (the language switch follows the handle's localePath); /shop and /specialpack are in
            // the visitor's language.
            { path: 'shop', lazy: () => import('../features/shop/routes/shop-redirect').then((m) => m.shopRedirectRoute) },
            {
              path: paths.specialPack,
              // One path for both languages: the switch stays on it, in the other language.
              handle: { ...shopTexts, localePath: () => paths.specialPack } satisfies ShopHandle,
              loader: textsOnly,
              lazy: () => import('../features/shop/routes/special-pack-page').then((m) => m.specialPackRoute),
            },
            ...LOCALES.flatMap((locale): RouteObject[] => [
              {
                path: paths.shop(locale),
                handle: { ...shopTexts, localePath: paths.shop } satisfies ShopHandle,
                loader: textsOnly,
                lazy: () => import('../features/shop/routes/shop-page').then((m) => m.shopRoute),
              },
              {
                path: `${paths.shop(locale)}/:slug`,
                handle: { ...shopTexts, localePath: (target, params) => paths.product(target, params.slug ?? '') } satisfies ShopHandle,
                lazy: () => import('../features/shop/routes/product').then((m) => m.productRoute(queryClient)),
              },
              {
                path: paths.unlimitedAccess(locale),
                handle: { ...shopTexts, localePath: paths.unlimitedAccess } satisfies ShopHandle,
                loader: textsOnly,
                lazy: () => import('../features/shop/routes/unlimited-access-page').then((m) => m.unlimitedAccessRoute),
              },
            ]),
            // A competition (issue 23): its page in the visitor's language; its rules are pre-rendered.
            {
              path: 'competition/:id',
              // One path for both languages: the switch stays on it, in the other language.
              handle: { texts: ['competition'], localePath: (_target, _params, pathname) => pathname } satisfies PageHandle & LocalizedPathHandle,
              loader: textsOnly,
              lazy: () => import('../features/competition/routes/competition-page').then((m) => m.competitionRoute),
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

/** The route under which pages sit (inside the shell, with its error boundary). */
const PAGES_ROUTE_ID = 'pages';

const isBackOfficePath = (path: string) => /^\/(desk|admin\/app)(\/|$)/.test(path);

/**
 * The back-office's routes (SPEC §2 /desk/..., /admin/app/...) are added on the first visit to one
 * of their paths (React Router's route discovery): a player's page carries neither their code nor
 * their route table. Until then such a path matches only the not-found splat, which is what makes
 * the router ask; once they are there, the back-office's own routes match and nothing is added twice.
 */
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  if (!isBackOfficePath(path) || matches.some((match) => match.route.id === 'desk' || match.route.id === 'admin')) return;
  const { backOfficeRoutes } = await import('./back-office-routes');
  patch(PAGES_ROUTE_ID, backOfficeRoutes());
};

/** Options of every router of the app (the browser's, and the memory routers of tests). */
export const routerOptions = { dataStrategy: loadWithTexts, patchRoutesOnNavigation };

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient), routerOptions);
}
