import { lazy } from 'react';

/**
 * The back-office pages of the features, for the desk's areas (features/desk/routes/areas.tsx): app/
 * composes the features (a feature never imports another). Each loads with its route only.
 */
export const DesignerReferencesPage = lazy(() =>
  import('../features/designer-references/routes/references-page').then((m) => ({ default: m.ReferencesPage })),
);
