import { LOCALES } from '@quiz/shared';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/errors/not-found-page';
import { PageLoading } from '../components/ui/page-loading';
import { paths } from '../config/paths';
import { SignInChoices } from '../features/account/components/sign-in-choices';
import { ConnectPending, SigningIn, SigningOut } from '../features/account/routes/pending';
import { quizRoute } from '../features/game/routes/quiz';
import { homeRoute } from '../features/home/routes/home';
import { menuRoute } from '../features/menu/routes/menu';
import { localeLoader } from './routes/locale-page';
import { RouteTableContext } from '../lib/page-context';
import { declarativeRoutes, PageErrorProvider, ShellErrorBoundary } from './page-route';
import type { LocalizedPathHandle } from '../lib/locale';
import type { PageHandle } from '../locales/catalogues';
import { RootErrorBoundary } from './routes/root-error-boundary';
import { RootLayout } from './routes/root-layout';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { setLocaleLoader } from './routes/set-locale';

const premiumTexts = { texts: ['premium'] } satisfies PageHandle;
const shopTexts = { texts: ['shop'] } satisfies PageHandle;
type ShopHandle = PageHandle & LocalizedPathHandle;

/** The page routes of SPEC §2 built so far; features own their pages, this file only places them. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      children: [
        {
          id: PAGES_ROUTE_ID,
          // Page errors render inside the shell (AppRoutes), and pages without a skeleton of their
          // own show a spinner while their code, texts and data arrive.
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
              lazy: () => import('../features/premium/routes/purchase-status').then((m) => m.purchaseSuccessRoute),
            },
            {
              path: 'purchase_status_failed',
              handle: premiumTexts,
              lazy: () => import('../features/premium/routes/purchase-status').then((m) => m.purchaseFailedRoute),
            },
            {
              path: 'purchase_status_cancelled',
              handle: premiumTexts,
              lazy: () => import('../features/premium/routes/purchase-status').then((m) => m.purchaseCancelledRoute),
            },
            ...['en/premium-over', 'fr/fin-du-premium'].map((path) => ({
              path,
              handle: premiumTexts,
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
              lazy: () => import('../features/shop/routes/special-pack-page').then((m) => m.specialPackRoute),
            },
            ...LOCALES.flatMap((locale): RouteObject[] => [
              {
                path: paths.shop(locale),
                handle: { ...shopTexts, localePath: paths.shop } satisfies ShopHandle,
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
                lazy: () => import('../features/shop/routes/unlimited-access-page').then((m) => m.unlimitedAccessRoute),
              },
            ]),
            // A competition: its page in the visitor's language; its rules are pre-rendered.
            {
              path: 'competition/:id',
              // One path for both languages: the switch stays on it, in the other language.
              handle: { texts: ['competition'], localePath: (_target, _params, pathname) => pathname } satisfies PageHandle & LocalizedPathHandle,
              lazy: () => import('../features/competition/routes/competition-page').then((m) => m.competitionRoute),
            },
            // The back-office (SPEC §2 /desk/..., /admin/app/...): its routes and code load on the first
            // visit to one of its paths, so that a player's page carries neither. Its paths carry no
            // language: the switch keeps the page and changes its language.
            { path: 'desk/*', handle: backOfficeHandle, element: <BackOffice area="desk" /> },
            { path: 'admin/app/*', handle: backOfficeHandle, element: <BackOffice area="admin" /> },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

/** The route under which pages sit (inside the shell, with its error boundary). */
const PAGES_ROUTE_ID = 'pages';

const backOfficeHandle = { localePath: (_target, _params, pathname) => pathname } satisfies LocalizedPathHandle;

const BackOffice = lazy(() => import('./back-office-routes').then((m) => ({ default: m.BackOfficeRoutes })));

/** The app's declarative route table (page-route.tsx), built once per query client. */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return declarativeRoutes(createRoutes(queryClient));
}

/** The page the location names, in the shell, with the app's error boundaries. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return (
    <RouteTableContext value={routes}>
      <ShellErrorBoundary Show={RootErrorBoundary}>
        <PageErrorProvider value={RouteErrorBoundary}>
          {/* The shell waits for a page's texts; only a first render or a language change meets this. */}
          <Suspense fallback={null}>
            <Routed routes={routes} />
          </Suspense>
        </PageErrorProvider>
      </ShellErrorBoundary>
    </RouteTableContext>
  );
}

function Routed({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
