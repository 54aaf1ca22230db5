/* eslint-disable no-restricted-imports, no-restricted-syntax -- the desk's areas place the pages of the
   back-office's features (issue 22: each slice's pages live in its own feature folder, routed here);
   all of them load only with the desk (lazy), never with a player's page. */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { DesignerReviewsPage } from '../../desk-review/routes/designer-reviews-page';
import { MissesPage } from '../../desk-review/routes/misses-page';
import { PlanningPage } from '../../desk-review/routes/planning-page';
import { TesterGamePage } from '../../desk-review/routes/tester-game-page';
import { TesterHome } from '../../desk-review/routes/tester-home';
import '../../desk-review/review.css';

// The playground brings the game's own quiz page: loaded only when a tester plays.
const PlaygroundPlay = lazy(() => import('../../desk-review/routes/playground-play').then((m) => ({ default: m.PlaygroundPlay })));

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
      <Route path="games/:id/misses" element={<MissesPage />} />
      <Route path="games/:id/reviews" element={<DesignerReviewsPage />} />
      <Route path="planning" element={<PlanningPage />} />
      <Route path="play/:uuid" element={<Suspense fallback={null}><PlaygroundPlay /></Suspense>} />
    </Routes>
  );
}

export function TesterArea() {
  return (
    <Routes>
      <Route index element={<TesterHome />} />
      <Route path="games/:id" element={<TesterGamePage />} />
      <Route path="play/:uuid" element={<Suspense fallback={null}><PlaygroundPlay /></Suspense>} />
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
