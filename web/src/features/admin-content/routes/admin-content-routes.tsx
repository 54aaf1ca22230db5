import { Route } from 'react-router-dom';
import { ContentLinks } from '../components/content-nav';
import { MenuPage } from './menu-page';
import { PageEdit } from './page-edit';
import { PagesList } from './pages-list';
import { PublishPage } from './publish-page';
import '../admin-content.css';

/**
 * The admin's content pages, relative to /admin/app (SPEC §2): app/router.tsx hands them to the
 * admin's area (features/desk AdminArea), with the links its index shows.
 */
export function adminContentRoutes() {
  return (
    <>
      <Route path="pages" element={<PagesList />} />
      <Route path="pages/:id" element={<PageEdit />} />
      <Route path="menu" element={<MenuPage />} />
      <Route path="publish" element={<PublishPage />} />
    </>
  );
}

export function adminContentLinks() {
  return <ContentLinks />;
}
