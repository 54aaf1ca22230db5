import type { RouteObject } from 'react-router-dom';
import { MenuPage } from './menu-page';
import { PageEdit } from './page-edit';
import { PagesList } from './pages-list';
import { PublishPage } from './publish-page';
import '../admin-content.css';

export { ContentLinks } from '../components/content-nav';

/** The admin's content pages, relative to /admin/app (SPEC §2), composed by app/back-office-routes.tsx. */
export const adminContentRoutes: RouteObject[] = [
  { path: 'pages', Component: PagesList },
  { path: 'pages/:id', Component: PageEdit },
  { path: 'menu', Component: MenuPage },
  { path: 'publish', Component: PublishPage },
];
