import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import type { DeskRole } from '../lib/roles';

/**
 * Each area's pages, relative to its path (/desk/designer, /desk/tester, /admin/app). A page lives in
 * its own feature folder and loads with `lazy`, so that one area's code never loads with another's;
 * this file only places them. A page whose texts are a namespace of their own names it in `handle`
 * (with a loader, as every page route: app/page-texts.ts).
 */

function Empty({ area }: { area: DeskRole }) {
  const { t } = useTranslation('desk');
  return (
    <section>
      <h1>{t(`nav.${area}`)}</h1>
      <p>{t('area.empty')}</p>
    </section>
  );
}

export const designerRoutes: RouteObject[] = [{ index: true, element: <Empty area="designer" /> }];

export const testerRoutes: RouteObject[] = [{ index: true, element: <Empty area="tester" /> }];

export const adminRoutes: RouteObject[] = [{ index: true, element: <Empty area="admin" /> }];
