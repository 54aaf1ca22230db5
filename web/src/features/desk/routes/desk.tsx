import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, type RouteObject } from 'react-router-dom';
import { DeskGate, type SignInLinks } from '../components/desk-gate';
import { DeskLayout } from '../components/desk-layout';
import { DESK_ROLES, hasRole } from '../lib/roles';
import { deskPaths } from '../paths';
import { useAccountState } from '../../../lib/account-state';
import { AdminArea, DesignerArea, TesterArea } from './areas';
import '../desk.css';

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
            <Link className="desk-home__card" to={deskPaths.area(role)}>
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
 * /desk/*: the back-office home and the designer's and tester's areas, each behind its role. The
 * areas route their own pages below (descendant routes): the back-office's code loads only here,
 * never with a player's page.
 */
export function deskRoute(SignIn: SignInLinks) {
  function DeskPage() {
    return (
      <DeskGate role={null} SignIn={SignIn}>
        <DeskLayout>
          <Routes>
            <Route index element={<DeskHome />} />
            <Route path="designer/*" element={<DeskGate role="designer" SignIn={SignIn}><DesignerArea /></DeskGate>} />
            <Route path="tester/*" element={<DeskGate role="tester" SignIn={SignIn}><TesterArea /></DeskGate>} />
          </Routes>
        </DeskLayout>
      </DeskGate>
    );
  }
  return { Component: DeskPage } satisfies Omit<RouteObject, 'index' | 'path' | 'children'>;
}

/** /admin/app/*: the admin's area, with the pages other features give it (see AdminArea). */
export function adminRoute(SignIn: SignInLinks, area: { pages?: ReactNode; links?: ReactNode } = {}) {
  function AdminPage() {
    return (
      <DeskGate role="admin" SignIn={SignIn}>
        <DeskLayout>
          <AdminArea pages={area.pages} links={area.links} />
        </DeskLayout>
      </DeskGate>
    );
  }
  return { Component: AdminPage } satisfies Omit<RouteObject, 'index' | 'path' | 'children'>;
}
