import { Route } from 'react-router-dom';
import { GamePage, NewGamePage } from './game-page';
import { GamesListPage } from './games-list-page';
import '../designer-games.css';

/** The designer's games pages, relative to /desk/designer (placed by desk/routes/areas.tsx). */
export const designerGameRoutes = [
  <Route key="index" index element={<GamesListPage />} />,
  <Route key="new" path="games/new" element={<NewGamePage />} />,
  <Route key="game" path="games/:id" element={<GamePage />} />,
];
