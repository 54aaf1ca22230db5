import { useRoutes, type RouteObject } from 'react-router-dom';
import { declarativeRoutes } from './page-route';
import { SignInChoices } from '../features/account/components/sign-in-choices';
import { designerGameRoutes } from '../features/designer-games/routes/designer-routes';
import { adminPageRoutes } from '../features/admin/routes/admin-area';
import { AdminHome } from '../features/admin/routes/admin-home';
import { adminContentRoutes, ContentLinks } from '../features/admin-content/routes/admin-content-routes';
import { adminProductRoutes, ProductLinks } from '../features/admin-products/routes/admin-products-routes';
import { CompetitionsLink } from '../features/admin-competitions/routes/admin-competitions-routes';
import { PopupsLink } from '../features/admin-popups/routes/admin-popups-routes';
import { deskRoutes } from '../features/desk/routes/desk';
import type * as ReviewPages from '../features/desk-review/routes/pages';
import type { CatalogueBundle, PageHandle } from '../locales/catalogues';

type ReviewPages = typeof ReviewPages;


/** A back-office page: its texts, and its code loaded with it only. */
function page(path: string | null, texts: CatalogueBundle[], lazy: RouteObject['lazy']): RouteObject {
  const handle = { texts } satisfies PageHandle;
  return (path === null ? { index: true, handle, lazy } : { path, handle, lazy }) as RouteObject;
}

const review = (load: (m: ReviewPages) => RouteObject['Component']) =>
  () => import('../features/desk-review/routes/pages').then((m) => ({ Component: load(m) }));

// The playground plays a game in test with the game's own quiz page: the very same code and calls as a player's.
const playground = page('play/:uuid', ['desk-review', 'game'], () =>
  Promise.all([import('../features/desk-review/routes/playground-play'), import('../features/game/routes/quiz-route')]).then(
    ([m, game]) => ({ Component: () => <m.PlaygroundPlay QuizPage={game.QuizPage} /> }),
  ),
);

/**
 * The back-office's route trees (SPEC §2 /desk/..., /admin/app/...): the desk's shell and gates with
 * each area's pages from their features. Loaded by the router on the first visit to a back-office
 * path (router.tsx: `desk/*` and `admin/app/*`), so this module and all it imports stay out of a player's page.
 */
export function backOfficeRoutes(): RouteObject[] {
  return deskRoutes(SignInChoices, {
    designer: [
      ...designerGameRoutes,
      page('games/:id/references', ['designerRefs'], () =>
        import('../features/designer-references/routes/references-page').then((m) => ({ Component: m.ReferencesPage })),
      ),
      page('games/:id/misses', ['desk-review'], review((m) => m.MissesPage)),
      page('games/:id/reviews', ['desk-review'], review((m) => m.DesignerReviewsPage)),
      page('planning', ['desk-review'], review((m) => m.PlanningPage)),
      page('publish', ['adminContent'], () =>
        import('../features/admin-content/routes/publish-page').then((m) => ({ Component: () => <m.PublishPage contentNav={false} /> })),
      ),
      playground,
    ],
    tester: [
      page(null, ['desk-review'], review((m) => m.TesterHome)),
      page('games/:id', ['desk-review'], review((m) => m.TesterGamePage)),
      playground,
    ],
    // The admin's pages are few and small: they come with the back-office's routes. The index lists
    // the users' and purchases' pages (admin), the content's (admin-content) and the products' (admin-products).
    admin: [
      { index: true, element: <AdminHome><ContentLinks /><ProductLinks /><PopupsLink /><CompetitionsLink /></AdminHome> },
      ...adminPageRoutes.filter((route) => !route.index),
      ...adminContentRoutes,
      ...adminProductRoutes,
    ].map((route) => ({
      ...route,
      handle: {
        texts: route.index ? ['admin', 'adminContent', 'adminProducts', 'adminPopups', 'adminCompetitions'] : ['admin', 'adminContent', 'adminProducts'],
      } satisfies PageHandle,
    }) as RouteObject).concat([
      // The popups (SPEC §4) and competitions (docs/back-office.md "Competitions"): each page with its
      // own texts, its code loaded with it.
      page('popups', ['adminPopups'], () => import('../features/admin-popups/routes/popups-page').then((m) => ({ Component: m.PopupsPage }))),
      page('competitions', ['adminCompetitions'], () =>
        import('../features/admin-competitions/routes/competitions-list').then((m) => ({ Component: m.CompetitionsList })),
      ),
      ...['competitions/new', 'competitions/:id'].map((path) =>
        page(path, ['adminCompetitions'], () => import('../features/admin-competitions/routes/competition-edit').then((m) => ({ Component: m.CompetitionEdit }))),
      ),
    ]),
  });
}

/** Each area's declarative routes, relative to its path (the app's `desk/*` and `admin/app/*`), built once. */
let tables: Record<'desk' | 'admin', RouteObject[]> | null = null;
function areaTables(): Record<'desk' | 'admin', RouteObject[]> {
  if (!tables) {
    const [desk, admin] = backOfficeRoutes();
    // The area's shell and gate as a pathless layout: its pages' paths are relative to the area's.
    const area = (route: RouteObject | undefined) => declarativeRoutes([{ ...route, path: undefined, id: undefined } as RouteObject]);
    tables = { desk: area(desk), admin: area(admin) };
  }
  return tables;
}

/** The pages of a back-office area, under the app's `desk/*` or `admin/app/*` route (app/router.tsx). */
export function BackOfficeRoutes({ area }: { area: 'desk' | 'admin' }) {
  return useRoutes(areaTables()[area]);
}
