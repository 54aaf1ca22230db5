import { postScoresRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { playerOf } from '../lib/player';
import { postScores } from '../domain/scores';
import { countProductMetric } from '../lib/metrics';

/**
 * POST /api/post_scores: unsynced scores, each checked against its play and recorded once, with the
 * init answer back (SPEC §7). `deanonymize=1` (first sign-in merge) takes the same path.
 */
export const handler = httpHandler(postScoresRoute, async ({ query, body, caller, event }) => {
  const answer = await postScores({ locale: query.l, legacy: query.legacy, deanonymize: query.deanonymize, scores: body }, caller, playerOf(event, caller));
  countProductMetric('ScoresRecorded', answer.received.stored);
  return answer;
});
