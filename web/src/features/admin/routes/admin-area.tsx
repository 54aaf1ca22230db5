import type { RouteObject } from 'react-router-dom';
import { AdminHome } from './admin-home';
import { PurchasesPage } from './purchases-page';
import { UserPage } from './user-page';
import { UsersPage } from './users-page';
import '../admin.css';

/** The admin's pages under /admin/app (issue 22): users, a user, purchases (composed by app/back-office-routes.tsx). */
export const adminPageRoutes: RouteObject[] = [
  { index: true, Component: AdminHome },
  { path: 'users', Component: UsersPage },
  { path: 'users/:sub', Component: UserPage },
  { path: 'purchases', Component: PurchasesPage },
];
