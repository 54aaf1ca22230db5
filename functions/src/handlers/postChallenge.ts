import { postChallengeRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { playerOf } from '../lib/player';
import { createChallenge } from '../domain/challenges';

/** POST /api/challenge/{game}/{friend}: a signed-in player challenges a friend from their recorded play. */
export const handler = httpHandler(postChallengeRoute, ({ caller, params, body, event }) =>
  createChallenge({ sub: caller.sub, player: playerOf(event, caller), gameId: params.game, promise: params.friend, body }),
);
