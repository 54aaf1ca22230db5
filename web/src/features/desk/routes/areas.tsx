import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';

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
  return (
    <Routes>
      <Route index element={<Empty title="designer" />} />
    </Routes>
  );
}

export function TesterArea() {
  return (
    <Routes>
      <Route index element={<Empty title="tester" />} />
    </Routes>
  );
}

/**
 * The admin's pages come from other features, composed by app/router.tsx (features never import each
 * other): `pages` are their `<Route>`s (relative to /admin/app), `links` what the index shows of them.
 */
export function AdminArea({ pages, links }: { pages?: ReactNode; links?: ReactNode }) {
  return (
    <Routes>
      <Route index element={<><Empty title="admin" />{links}</>} />
      {pages}
    </Routes>
  );
}
