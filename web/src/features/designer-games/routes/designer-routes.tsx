import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../../locales/catalogues';

const texts = { texts: ['designerGames'] } satisfies PageHandle;

/** The designer's games pages, relative to /desk/designer (composed by app/back-office-routes.tsx). */
export const designerGameRoutes: RouteObject[] = [
  { index: true, handle: texts, lazy: () => import('./games-list-page').then((m) => ({ Component: m.GamesListPage })) },
  { path: 'games/new', handle: texts, lazy: () => import('./game-page').then((m) => ({ Component: m.NewGamePage })) },
  { path: 'games/:id', handle: texts, lazy: () => import('./game-page').then((m) => ({ Component: m.GamePage })) },
];
