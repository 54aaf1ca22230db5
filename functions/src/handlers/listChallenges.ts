import { listChallengesRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { UnauthorizedError } from '../lib/errors';
import { listChallenges } from '../domain/challenges';

/** GET /api/challenges: the caller's own challenges, for the menu. */
export const handler = httpHandler(listChallengesRoute, ({ caller }) => {
  if (caller.kind !== 'user') throw new UnauthorizedError();
  return listChallenges(caller.sub);
});
