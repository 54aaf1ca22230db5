import { SCORES_PAGE_SIZE, type ScoresPage } from '@quiz/shared';
import { listScoresPageOfUser } from '../data/scores';
import { keys } from '../data/keys';
import type { SignedInCaller } from '../lib/auth';
import { decodeSortKeyCursor, encodeSortKeyCursor } from '../lib/sort-key-cursor';
import { toStoredScore } from './quiz-records';

/**
 * A player's full history, on demand (GET /api/scores, functions/src/data/README.md pattern 8b).
 * The cursor is the sort key of the last score given, base64url: it names no partition, so a cursor made by anyone (or forged) only
 * ever continues in the caller's own partition, inside the prefix asked for.
 */
export async function scoresPageOf(caller: SignedInCaller, query: { cursor?: string; gameId?: number }): Promise<ScoresPage> {
  const prefix = query.gameId === undefined ? keys.userScoresPrefix : keys.userGameScoresPrefix(query.gameId);
  const afterSk = query.cursor === undefined ? undefined : decodeSortKeyCursor(query.cursor, prefix);
  const page = await listScoresPageOfUser(caller.sub, { prefix, afterSk, limit: SCORES_PAGE_SIZE });
  return { scores: page.scores.map(toStoredScore), next: page.lastSk === null ? null : encodeSortKeyCursor(page.lastSk) };
}
