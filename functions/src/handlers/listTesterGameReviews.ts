import { listTesterGameReviewsRoute } from '@quiz/shared';
import { gameReviews } from '../domain/desk-review';
import { httpHandler } from '../lib/http';

/** GET /api/desk/tester/games/{id}/reviews: a game in test, its references by number and its reviews. */
export const handler = httpHandler(listTesterGameReviewsRoute, ({ params }) => gameReviews(params.id, true));
