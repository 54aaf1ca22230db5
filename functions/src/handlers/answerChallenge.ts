import { answerChallengeRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { playerOf } from '../lib/player';
import { answerChallenge } from '../domain/challenges';

/** POST /api/challenges/{hash}/answer: the friend links their own recorded play of the quiz. */
export const handler = httpHandler(answerChallengeRoute, ({ caller, params, body, event }) =>
  answerChallenge({ hash: params.hash, player: playerOf(event, caller), signedIn: caller.kind === 'user', body }),
);
