import { deleteQuestionReviewRoute } from '@quiz/shared';
import { deleteQuestionReview } from '../domain/desk-review';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** DELETE /api/desk/question_reviews/{id}?version=: a tester deletes their own review. */
export const handler = httpHandler(deleteQuestionReviewRoute, withNamedCaller(({ params, query, caller }) =>
  deleteQuestionReview(params.id, query.version, caller),
));
