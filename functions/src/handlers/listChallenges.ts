import { listChallengesRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { listChallenges } from '../domain/challenges';

/** GET /api/challenges: the caller's own challenges, for the menu. */
export const handler = httpHandler(listChallengesRoute, ({ caller }) =>
  listChallenges(caller.sub),
);
