import { getPlay, type PlayItem } from '../data/plays';
import { ownsPlay, type Player } from '../lib/player';
import { contentOfPlay, isEnded, isRunEnded, ownPlay, playState } from './plays';

/**
 * How many parts the run call follows from the part it is asked about. A device keeps the latest part
 * it knows of (a score is posted at every part's end), so one or two steps are the rule; the bound
 * keeps one call's reads small whatever the chain.
 */
export const MAX_PARTS_FOLLOWED = 20;

/**
 * The server's word on a run (docs/game.md "Runs in parts"): from any part of it, its latest part's
 * state and whether a device may offer Continue now: the latest part is over, the run is not ended,
 * and nobody continued it. A device asks before it shows Continue, so a run ended or continued on
 * another device is never offered. The caller's own plays only (anyone else's is a 404).
 */
export async function playRun(playId: string, player: Player) {
  let latest: PlayItem = await ownPlay(playId, player);
  for (let step = 0; step < MAX_PARTS_FOLLOWED && latest.continuedBy !== null; step++) {
    const next = await getPlay(latest.continuedBy);
    // A later part gone (its 30-day TTL) or not the caller's: the run is answered from the last part reached.
    if (!next || next.runId !== (latest.runId ?? latest.playId) || !ownsPlay(next, player)) break;
    latest = next;
  }
  const content = await contentOfPlay(latest);
  const now = Date.now();
  const canContinue = !isRunEnded(latest) && latest.continuedBy === null && isEnded(latest, now);
  return { play: playState(latest, content, now), canContinue };
}
