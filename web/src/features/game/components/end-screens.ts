/**
 * The screens after a play (time's up, the outro with its share button, the solution): a chunk of
 * their own, downloaded when the player presses Play, in parallel with the play's start. Opening a
 * quiz does not wait for them, and they are in memory well before the 3 minutes are over.
 */
export { Outro } from './outro';
export { Solution } from './solution';
export { TimeUp } from './time-up';
// Saving and posting the score when the play ends: in memory before it ends, like the screens.
export { recordPlay, recordRunEnded } from '../../../lib/scores/sync';
