import { nextQuestionRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { playerOf } from '../lib/player';
import { nextQuestion } from '../domain/plays';

/** POST /api/plays/{playId}/question: QUIZ mode's "Next", or back to a question already asked. */
export const handler = httpHandler(nextQuestionRoute, ({ params, body, caller, event }) =>
  nextQuestion(params.playId, body.refId ?? null, playerOf(event, caller)),
);
