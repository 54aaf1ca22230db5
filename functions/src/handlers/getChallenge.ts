import { getChallengeRoute } from '@quiz/shared';
import { notImplemented } from '../lib/http';

/** Built by a later issue; until then it validates its input and answers 501. */
export const handler = notImplemented(getChallengeRoute);
