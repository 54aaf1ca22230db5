import { listDesignerGameReviewsRoute } from '@quiz/shared';
import { gameReviews } from '../domain/desk-review';
import { httpHandler } from '../lib/http';

/** GET /api/desk/designer/games/{id}/reviews: a game's testers' reviews, for the designer to acknowledge. */
export const handler = httpHandler(listDesignerGameReviewsRoute, ({ params }) => gameReviews(params.id, false));
