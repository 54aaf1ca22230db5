import { queryOptions } from '@tanstack/react-query';
import { listChallenges } from '../../../lib/challenges';
import { menuKeys } from './keys';

/** GET /api/challenges: the signed-in player's own challenges (the menu's section). */
export const myChallengesQueryOptions = () =>
  queryOptions({ queryKey: menuKeys.myChallenges, queryFn: ({ signal }) => listChallenges(signal), staleTime: 10_000 });
