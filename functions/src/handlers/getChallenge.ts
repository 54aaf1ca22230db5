import { getChallengeRoute } from '@quiz/shared';
import { httpHandler } from '../lib/http';
import { playerOf } from '../lib/player';
import { readChallenge } from '../domain/challenges';

/** GET /api/challenges/{hash}: a challenge by its link; results only to its challenger and its friend. */
export const handler = httpHandler(getChallengeRoute, ({ caller, params, event }) => readChallenge(params.hash, playerOf(event, caller)));
