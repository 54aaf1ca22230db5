import '../../../components/desk/desk-card.css';
import '../review.css';

/** The review slice's pages (composed by app/back-office-routes.tsx), one chunk for the lot. */
export { DesignerReviewsPage } from './designer-reviews-page';
export { MissesPage } from './misses-page';
export { PlanningPage } from './planning-page';
export { TesterGamePage } from './tester-game-page';
export { TesterHome } from './tester-home';
