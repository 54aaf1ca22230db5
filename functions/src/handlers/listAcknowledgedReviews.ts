import { listAcknowledgedReviewsRoute } from '@quiz/shared';
import { acknowledgedReviewsOf } from '../domain/desk-review';
import { httpHandler } from '../lib/http';

/** GET /api/desk/question_reviews/acknowledged: the caller's reviews a designer acknowledged. */
export const handler = httpHandler(listAcknowledgedReviewsRoute, ({ query, caller }) => acknowledgedReviewsOf(caller, query.game));
