import { useTranslation } from 'react-i18next';
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../../../components/errors/not-found-page';
import { useAccountState } from '../../../lib/account-state';
import type { LocalizedPathHandle } from '../../../lib/locale';
import type { PageHandle } from '../../../locales/catalogues';
import { DeskGate, type SignInLinks } from '../components/desk-gate';
import { DeskLayout } from '../components/desk-layout';
import { DESK_ROLES, hasRole, type DeskRole } from '../lib/roles';
import { deskPaths } from '../paths';
import '../../../components/desk/desk-card.css';
import '../desk.css';
import { backOfficeRoutePaths } from '@quiz/shared';
import { registerBackOfficePaths } from '../../../lib/api-client';
import { registerCatalogueLoaders } from '../../../lib/i18n';
import { backOfficeCatalogueLoaders } from '../../../locales/back-office-catalogues';

// The back-office's calls and texts become available with its pages (a player's page carries neither).
registerBackOfficePaths(backOfficeRoutePaths);
registerCatalogueLoaders(backOfficeCatalogueLoaders);

function DeskHome() {
  const { t } = useTranslation('desk');
  const { me } = useAccountState();
  return (
    <section aria-labelledby="desk-home-title">
      <h1 id="desk-home-title">{t('title')}</h1>
      <p>{t('home.intro')}</p>
      <ul className="desk-home">
        {DESK_ROLES.filter((role) => hasRole(me, role)).map((role) => (
          <li key={role}>
            <Link className="desk-home__card desk-card" to={deskPaths.area(role)}>
              <strong>{t(`nav.${role}`)}</strong>
              <span>{t(`home.${role}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Back-office paths carry no language: the language switch keeps the page and changes its language
 * (remembered in the locale cookie, which a page opened anew follows).
 */
const deskTexts = { texts: ['desk'], localePath: (_target, _params, pathname) => pathname } satisfies PageHandle & LocalizedPathHandle;

/** Each area's pages, relative to its path (/desk/designer, /desk/tester, /admin/app). */
export type AreaRoutes = Record<DeskRole, RouteObject[]>;

/**
 * SPEC §2 back-office routes: /desk (home), /desk/designer/..., /desk/tester/... and /admin/app/...,
 * each area behind its role, with the pages app/back-office-routes.tsx composes from the features.
 * They load on the first visit to a back-office path (app/router.tsx), so that neither their code
 * nor their routes weigh on a player's page.
 */
export function deskRoutes(SignIn: SignInLinks, areas: AreaRoutes): RouteObject[] {
  return [
    {
      path: 'desk',
      handle: deskTexts,
      element: (
        <DeskGate role={null} SignIn={SignIn}>
          <DeskLayout>
            <Outlet />
          </DeskLayout>
        </DeskGate>
      ),
      children: [
        { index: true, Component: DeskHome },
        { path: 'designer', element: <DeskGate role="designer" SignIn={SignIn}><Outlet /></DeskGate>, children: areas.designer },
        { path: 'tester', element: <DeskGate role="tester" SignIn={SignIn}><Outlet /></DeskGate>, children: areas.tester },
        { path: '*', Component: NotFoundPage },
      ],
    },
    {
      path: 'admin/app',
      handle: deskTexts,
      element: (
        <DeskGate role="admin" SignIn={SignIn}>
          <DeskLayout>
            <Outlet />
          </DeskLayout>
        </DeskGate>
      ),
      children: [...areas.admin, { path: '*', Component: NotFoundPage }],
    },
  ];
}
