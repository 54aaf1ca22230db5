import { postScoreRoute } from '@quiz/shared';
import { makeShare } from '../domain/shares';
import { httpHandler } from '../lib/http';
import { rateKeysOf } from '../lib/client-address';
import { playerOf } from '../lib/player';
import { siteOriginOf } from '../lib/viewer';

/** POST /api/score/{game}/{play}: shares the recorded score of a play of the caller's (docs/adr/0031-score-shares.md). */
export const handler = httpHandler(
  postScoreRoute,
  ({ params, body, caller, event }) =>
    makeShare({ gameId: params.game, playId: params.score, claimedScore: body.score, origin: siteOriginOf(event) }, playerOf(event, caller), rateKeysOf(event, caller)),
  { status: 201 },
);
