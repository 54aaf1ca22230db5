import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '../../../locales/catalogues';

const texts = { texts: ['designerGames'] } satisfies PageHandle;
/** Every page route has a loader, so that a navigation waits for its texts (app/page-texts.ts). */
const textsOnly = () => null;

/** The designer's games pages, relative to /desk/designer (composed by app/back-office-routes.tsx). */
export const designerGameRoutes: RouteObject[] = [
  { index: true, handle: texts, loader: textsOnly, lazy: () => import('./games-list-page').then((m) => ({ Component: m.GamesListPage })) },
  { path: 'games/new', handle: texts, loader: textsOnly, lazy: () => import('./game-page').then((m) => ({ Component: m.NewGamePage })) },
  { path: 'games/:id', handle: texts, loader: textsOnly, lazy: () => import('./game-page').then((m) => ({ Component: m.GamePage })) },
];
