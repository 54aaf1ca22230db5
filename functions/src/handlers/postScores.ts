import { postScoresRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { playerOf } from '../lib/player';
import { postScores } from '../domain/scores';

/**
 * POST /api/post_scores: unsynced scores, each checked against its play and recorded once, with the
 * init answer back (SPEC §7). `deanonymize=1` (first sign-in merge) takes the same path.
 */
export const handler = httpHandler(postScoresRoute, ({ query, body, caller, event }) =>
  postScores({ locale: query.l, legacy: query.legacy, deanonymize: query.deanonymize, scores: body }, caller, playerOf(event, caller)),
);
