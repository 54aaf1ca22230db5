import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
// This file composes the back-office's areas from their features, as app/ composes the site's:
// the one place a desk feature is imported (the whole back-office is one lazy chunk group).
// eslint-disable-next-line no-restricted-imports
import { designerGameRoutes } from '../../designer-games/routes/designer-routes';

/**
 * Each area's pages, relative to its path (/desk/designer, /desk/tester, /admin/app). A page of an
 * area lives in its own feature folder; this file only places it.
 */

function Empty({ title }: { title: 'designer' | 'tester' | 'admin' }) {
  const { t } = useTranslation('desk');
  return (
    <section>
      <h1>{t(`nav.${title}`)}</h1>
      <p>{t('area.empty')}</p>
    </section>
  );
}

export function DesignerArea() {
  return <Routes>{designerGameRoutes}</Routes>;
}

export function TesterArea() {
  return (
    <Routes>
      <Route index element={<Empty title="tester" />} />
    </Routes>
  );
}

export function AdminArea() {
  return (
    <Routes>
      <Route index element={<Empty title="admin" />} />
    </Routes>
  );
}
