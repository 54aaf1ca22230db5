import { queryOptions } from '@tanstack/react-query';
import { readChallenge } from '../../../lib/challenges';
import { gameKeys } from './keys';

/** GET /api/challenges/{hash}: who challenges and that a result waits (the banner of a challenge's link). */
export const challengeQueryOptions = (hash: string) =>
  queryOptions({ queryKey: gameKeys.challenge(hash), queryFn: ({ signal }) => readChallenge(hash, signal), retry: 1, staleTime: 30_000 });
