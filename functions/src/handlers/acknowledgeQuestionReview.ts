import { acknowledgeQuestionReviewRoute } from '@quiz/shared';
import { acknowledgeQuestionReview } from '../domain/desk-review';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** POST /api/desk/question_reviews/{id}/acknowledge: the designer acknowledges a tester's review. */
export const handler = httpHandler(acknowledgeQuestionReviewRoute, withNamedCaller(({ params, body, caller }) =>
  acknowledgeQuestionReview(params.id, body.version, caller),
));
