import { useTranslation } from 'react-i18next';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageLoading } from '../../../components/ui/page-loading';
import { DesignerReferencesPage } from '../../../app/desk-pages';

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
      <Route path="games/:id/references" element={<Suspense fallback={<PageLoading />}><DesignerReferencesPage /></Suspense>} />
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

export function AdminArea() {
  return (
    <Routes>
      <Route index element={<Empty title="admin" />} />
    </Routes>
  );
}
