import type { Score } from './score';

/**
 * Storage is idempotent per score: posting or merging the same score twice must keep one. One play
 * makes one score, so the play id is the identity; a score from before plays had ids (or kept only
 * locally) is identified by its game and timestamp, the key the scores table uses (functions data
 * README, pattern 8).
 */
export function scoreKey(score: Pick<Score, 'gameId' | 'playId' | 'timestamp'>): string {
  return score.playId === undefined ? `game:${score.gameId}:${score.timestamp}` : `play:${score.playId}`;
}

/**
 * The union of the local and the server scores, one per key, oldest first (first sign-in merge,
 * retry of unsynced scores). A server copy is synced by definition and wins over a local one; between
 * two local copies of one score the synced one wins, else the first.
 */
export function mergeScores(local: readonly Score[], server: readonly Score[]): Score[] {
  const byKey = new Map<string, Score>();
  for (const score of local) {
    const kept = byKey.get(scoreKey(score));
    if (kept === undefined || (score.sync && !kept.sync)) byKey.set(scoreKey(score), score);
  }
  for (const score of server) byKey.set(scoreKey(score), { ...score, sync: true });
  return [...byKey.values()].sort((a, b) => a.timestamp - b.timestamp);
}
