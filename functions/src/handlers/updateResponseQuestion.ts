import { updateResponseQuestionRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { withNamedCaller } from '../lib/staff-name';
import { updateResponse } from '../domain/desk-references';

/** PUT /api/desk/game_responses/{id}/question: edit a response at the version read (designer). */
export const handler = httpHandler(updateResponseQuestionRoute, withNamedCaller(({ params, body, caller }) =>
  updateResponse(params.id, body, caller),
));
