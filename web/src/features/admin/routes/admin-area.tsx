import type { RouteObject } from 'react-router-dom';
import { AdminHome } from './admin-home';
import { AuditLogPage } from './audit-log-page';
import { GameAuditPage } from './game-audit-page';
import { GamesPage } from './games-page';
import { PurchasesPage } from './purchases-page';
import { UserPage } from './user-page';
import { UsersPage } from './users-page';
import '../admin.css';

/** The admin's pages under /admin/app: users, a user, purchases, games and a game's history (composed by app/back-office-routes.tsx). */
export const adminPageRoutes: RouteObject[] = [
  { index: true, Component: AdminHome },
  { path: 'users', Component: UsersPage },
  { path: 'users/:sub', Component: UserPage },
  { path: 'purchases', Component: PurchasesPage },
  { path: 'games', Component: GamesPage },
  { path: 'games/:id/audit', Component: GameAuditPage },
  { path: 'audit', Component: AuditLogPage },
];
