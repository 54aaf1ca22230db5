import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../locales/catalogues';
import { SignInChoices } from '../features/account/components/sign-in-choices';
import { designerGameRoutes } from '../features/designer-games/routes/designer-routes';
import { AreaPlaceholder, deskRoutes } from '../features/desk/routes/desk';

/** Every page route has a loader, so that a navigation waits for its texts (page-texts.ts). */
const textsOnly = () => null;

/**
 * The back-office's route trees (SPEC §2 /desk/..., /admin/app/...): the desk's shell and gates with
 * each area's pages from their features. Loaded by the router on the first visit to a back-office
 * path (router.tsx), so this module and all it imports stay out of a player's page.
 */
export function backOfficeRoutes(): RouteObject[] {
  return deskRoutes(SignInChoices, {
    designer: [
      ...designerGameRoutes,
      {
        path: 'games/:id/references',
        handle: { texts: ['designerRefs'] } satisfies PageHandle,
        loader: textsOnly,
        lazy: () => import('../features/designer-references/routes/references-page').then((m) => ({ Component: m.ReferencesPage })),
      },
    ],
    tester: [{ index: true, element: <AreaPlaceholder area="tester" /> }],
    admin: [{ index: true, element: <AreaPlaceholder area="admin" /> }],
  });
}
