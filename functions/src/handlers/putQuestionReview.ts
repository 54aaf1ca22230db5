import { putQuestionReviewRoute } from '@quiz/shared';
import { putQuestionReview } from '../domain/desk-review';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';

/** PUT /api/desk/question_reviews/{id}: a tester files or edits (their own) review of a reference. */
export const handler = httpHandler(putQuestionReviewRoute, withNamedCaller(({ params, body, caller }) => putQuestionReview(params.id, body, caller)));
