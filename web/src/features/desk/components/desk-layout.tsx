import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAccountState } from '../../../lib/account-state';
import { DESK_ROLES, hasRole } from '../lib/roles';
import { deskPaths } from '../paths';

/** The back-office's frame inside the site's shell: its title, the areas the player may open, the page. */
export function DeskLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['desk', 'common']);
  const { me } = useAccountState();
  return (
    <div className="container desk">
      <title>{`${t('title')} – ${t('common:app.name')}`}</title>
      <nav className="desk__nav" aria-label={t('nav.label')}>
        <NavLink to={deskPaths.home} end className="desk__nav-link">{t('nav.home')}</NavLink>
        {DESK_ROLES.filter((role) => hasRole(me, role)).map((role) => (
          <NavLink key={role} to={deskPaths.area(role)} className="desk__nav-link">{t(`nav.${role}`)}</NavLink>
        ))}
      </nav>
      <div className="desk__page">{children}</div>
    </div>
  );
}
